import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { remoteModules } from '@telehealth/federation';
import { AI_CHAT_HEIGHT_PX, ASSISTANT_MAX_MESSAGE_LENGTH, ASSISTANT_MESSAGES } from '@telehealth/shared-api';
import { useAssistantChat } from '../chat/assistant-chat-store';
import { ChatMessageView, TypingIndicator } from '../components/chat-messages';
import { AssistantInfoCard } from '../components/assistant-info-card';
import { CrisisLinesPanel } from '../components/emergency-calls';

/** Space kept above the latest question when the conversation scrolls to it. */
const QUESTION_MARGIN_PX = 8;

/** The /aiassistance page (spec §2 "AI assistant", issue 13). */
export function AssistantPage() {
  const titleId = useId();
  const messages = useAssistantChat((s) => s.messages);
  const phase = useAssistantChat((s) => s.phase);
  const error = useAssistantChat((s) => s.error);
  const send = useAssistantChat((s) => s.send);
  const stop = useAssistantChat((s) => s.stop);
  const regenerate = useAssistantChat((s) => s.regenerate);
  const reset = useAssistantChat((s) => s.reset);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const busy = phase === 'waiting' || phase === 'streaming';
  const wasBusy = useRef(busy);

  useEffect(() => {
    document.title = `${remoteModules.assistant.title} · CareLink`;
  }, []);

  // Show the latest exchange from its question down: a long answer is then read from its start
  // (its urgency banner first) instead of being followed to its end. Left alone once the
  // person scrolls elsewhere, until they send again.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || !following.current) return;
    const questions = log.querySelectorAll<HTMLElement>('li[data-role="user"]');
    const question = questions[questions.length - 1];
    const bottom = log.scrollHeight - log.clientHeight;
    log.scrollTop = question ? Math.min(bottom, question.offsetTop - QUESTION_MARGIN_PX) : bottom;
  }, [messages, phase]);

  // The input is disabled while an answer is on its way: the focus it loses goes to Stop, and
  // comes back to the input when the answer ends.
  useEffect(() => {
    const active = document.activeElement;
    if (busy && !wasBusy.current && (active === document.body || active === inputRef.current)) stopRef.current?.focus();
    if (wasBusy.current && !busy) inputRef.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const submit = () => {
    if (busy || !draft.trim()) return;
    following.current = true;
    send(draft);
    setDraft('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // Spec §2: Enter sends, Shift+Enter makes a new line (and Enter ending an IME composition does neither).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onRegenerate = () => {
    following.current = true;
    regenerate();
  };

  const last = messages[messages.length - 1];
  const canRegenerate = !busy && last?.role === 'assistant' && !last.greeting;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 3 }}>
      <Box>
        <Typography id={titleId} component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {remoteModules.assistant.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Ask about symptoms, conditions and which kind of doctor to see.
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
            {/* Once a crisis has come up, its lines stay on screen for the rest of the conversation. */}
            {messages.some((message) => message.crisis) ? <CrisisLinesPanel /> : null}
            <Box
              ref={logRef}
              role="log"
              aria-label="Conversation with the AI assistant"
              tabIndex={0}
              // The person scrolling (wheel, touch, keys) takes over from the automatic scrolling.
              onWheel={() => {
                following.current = false;
              }}
              onTouchMove={() => {
                following.current = false;
              }}
              onKeyDown={() => {
                following.current = false;
              }}
              sx={{ position: 'relative', height: AI_CHAT_HEIGHT_PX, overflowY: 'auto', pr: 1, display: 'flex', flexDirection: 'column' }}
            >
              <Box component="ol" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                {messages.map((message, index) => {
                  const isLast = index === messages.length - 1;
                  // The empty answer still waiting for its first words shows as the typing indicator.
                  if (
                    isLast &&
                    phase === 'waiting' &&
                    message.role === 'assistant' &&
                    !message.content &&
                    !message.urgency &&
                    !message.emergency
                  )
                    return null;
                  return (
                    <ChatMessageView
                      key={message.id}
                      message={message}
                      streaming={isLast && busy}
                      onRegenerate={isLast && canRegenerate ? onRegenerate : undefined}
                    />
                  );
                })}
              </Box>
              {phase === 'waiting' ? (
                <Box sx={{ mt: 1.5 }}>
                  <TypingIndicator />
                </Box>
              ) : null}
            </Box>

            {phase === 'error' ? (
              <Alert
                severity="error"
                variant="outlined"
                sx={{ alignItems: 'center' }}
                action={
                  <Button color="error" variant="outlined" size="small" onClick={reset}>
                    Reset Chat
                  </Button>
                }
              >
                <Box component="strong" sx={{ display: 'block' }}>
                  {ASSISTANT_MESSAGES.connectionError}
                </Box>
                <span>{error}</span>
              </Alert>
            ) : null}

            <Box component="form" onSubmit={onSubmit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
              <TextField
                inputRef={inputRef}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                disabled={busy}
                multiline
                maxRows={4}
                fullWidth
                size="small"
                placeholder="Describe your symptoms or ask a health question…"
                slotProps={{ htmlInput: { 'aria-label': 'Message', maxLength: ASSISTANT_MAX_MESSAGE_LENGTH } }}
              />
              {busy ? (
                <Button ref={stopRef} variant="outlined" color="inherit" onClick={stop} sx={{ flexShrink: 0 }}>
                  Stop
                </Button>
              ) : null}
              <Button type="submit" variant="contained" disabled={busy || !draft.trim()} sx={{ flexShrink: 0 }}>
                Send
              </Button>
            </Box>
          </CardContent>
        </Card>
        <AssistantInfoCard />
      </Box>
    </Box>
  );
}
