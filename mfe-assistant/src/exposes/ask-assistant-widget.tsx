// Exposed as `mfe_assistant/AskAssistantWidget` (federation/remotes.ts `remoteWidgets.askAssistant`):
// the patient dashboard's "Ask the assistant" card. No props.
import { AskAssistantWidget } from '../components/ask-assistant-widget';

export default AskAssistantWidget;
