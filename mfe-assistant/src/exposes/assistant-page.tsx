// Exposed as `mfe_assistant/AssistantPage` (federation/remotes.ts): the /aiassistance route. No props.
import { AssistantPage } from '../pages/assistant-page';

export default AssistantPage;
