/**
 * Runs the AI stand-in (server/test/support/ai-stand-in.ts) in a process of its own and prints
 * its base URL, so that calling it directly crosses processes just as the server's call does.
 */
import { startAiStandIn, streamed } from '../../server/test/support/ai-stand-in';

const standIn = await startAiStandIn();
standIn.behave(
  streamed([
    'Eczema makes the skin dry and itchy. ',
    'It often comes and goes. ',
    'Moisturising helps many people. ',
    'A dermatologist can help.',
  ]),
);
process.stdout.write(`${standIn.baseUrl}\n`);
process.on('SIGTERM', () => void standIn.close().then(() => process.exit(0)));
