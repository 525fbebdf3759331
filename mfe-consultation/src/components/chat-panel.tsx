import { Alert, Badge, Box, Button, CircularProgress, IconButton, Paper, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChatEntry } from '../call/consultation-call';
import { CHAT_MAX_LENGTH } from '../call/consultation-call';
import type { NotesDraft } from '../hooks/use-notes-draft';
import { SendIcon } from './call-icons';
import { VisitSummaryEditor } from './visit-summary-editor';

/**
 * HH:MM on the viewer's own clock: the server's `time` is in the appointment's zone, which for
 * someone elsewhere is neither their time nor labelled; `sentAt` is the instant.
 */
function chatStamp(message: ChatEntry): string {
  const sent = message.sentAt ? new Date(message.sentAt) : null;
  if (!sent || Number.isNaN(sent.getTime())) return message.time;
  return `${String(sent.getHours()).padStart(2, '0')}:${String(sent.getMinutes()).padStart(2, '0')}`;
}

export interface ChatPanelProps {
  messages: ChatEntry[];
  /** Sends a message; false when it cannot be sent at all (empty). */
  onSend: (text: string) => boolean;
  /** Chat is possible (joined); before that the box explains why it is off. */
  canChat: boolean;
  /** Messages typed now go out once the connection is back. */
  reconnecting: boolean;
  role: 'doctor' | 'patient';
  notes: NotesDraft;
  /** The appointment, for the doctor's visit summary. */
  appointmentId: string;
}

type PanelTab = 'chat' | 'notes';

/** Chat and Session Notes beside the video (spec §2 "Consultation"). */
export function ChatPanel({ messages, onSend, canChat, reconnecting, role, notes, appointmentId }: ChatPanelProps) {
  const [tab, setTab] = useState<PanelTab>('chat');
  const ids = { chat: useId(), notes: useId() };
  const unread = useUnread(messages, tab === 'chat');
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label="Chat and notes"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 420, height: '100%' }}
    >
      <Tabs value={tab} onChange={(_, value: PanelTab) => setTab(value)} variant="fullWidth" aria-label="Chat and session notes">
        <Tab
          value="chat"
          id={`${ids.chat}-tab`}
          aria-controls={`${ids.chat}-panel`}
          aria-label={unread ? `Chat, ${unread} unread` : 'Chat'}
          label={
            <Badge color="error" badgeContent={unread} invisible={unread === 0}>
              <Box component="span" sx={{ pr: unread ? 1.5 : 0 }}>
                Chat
              </Box>
            </Badge>
          }
        />
        <Tab value="notes" id={`${ids.notes}-tab`} aria-controls={`${ids.notes}-panel`} label="Session Notes" />
      </Tabs>
      <Box
        role="tabpanel"
        id={`${ids.chat}-panel`}
        aria-labelledby={`${ids.chat}-tab`}
        hidden={tab !== 'chat'}
        sx={{ flex: 1, display: tab === 'chat' ? 'flex' : 'none', flexDirection: 'column', minHeight: 0 }}
      >
        <ChatMessages messages={messages} />
        <ChatComposer onSend={onSend} canChat={canChat} reconnecting={reconnecting} />
      </Box>
      <Box
        role="tabpanel"
        id={`${ids.notes}-panel`}
        aria-labelledby={`${ids.notes}-tab`}
        hidden={tab !== 'notes'}
        sx={{ flex: 1, display: tab === 'notes' ? 'flex' : 'none', flexDirection: 'column', gap: 1.5, p: 2, overflowY: 'auto' }}
      >
        <NotesEditor role={role} notes={notes} />
        {role === 'doctor' ? <VisitSummaryEditor appointmentId={appointmentId} /> : null}
      </Box>
    </Paper>
  );
}

/** Messages from the other side that arrived while the chat tab was not shown. */
function useUnread(messages: ChatEntry[], visible: boolean): number {
  const seen = useRef(new Set<string>());
  const [, force] = useState(0);
  // Everything on screen while the tab is visible counts as read.
  useEffect(() => {
    if (!visible) return;
    let changed = false;
    for (const message of messages) {
      if (!seen.current.has(message.id)) {
        seen.current.add(message.id);
        changed = true;
      }
    }
    if (changed) force((n) => n + 1);
  }, [messages, visible]);
  if (visible) return 0;
  return messages.filter((message) => !message.mine && !seen.current.has(message.id)).length;
}

function ChatMessages({ messages }: { messages: ChatEntry[] }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);
  if (messages.length === 0) {
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 2 }}>
        <Typography color="text.secondary" variant="body2">
          No messages yet.
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="ol"
      aria-label="Messages"
      aria-live="polite"
      sx={{ flex: 1, overflowY: 'auto', listStyle: 'none', m: 0, p: 2, display: 'grid', gap: 1, alignContent: 'start' }}
    >
      {messages.map((message) => (
        <Box
          component="li"
          key={message.id}
          sx={{
            justifySelf: message.mine ? 'end' : 'start',
            maxWidth: '85%',
            bgcolor: message.mine ? 'primary.main' : 'grey.100',
            color: message.mine ? 'primary.contrastText' : 'text.primary',
            borderRadius: 2,
            px: 1.5,
            py: 1,
            opacity: message.pending ? 0.7 : 1,
          }}
        >
          <Typography variant="caption" component="p" sx={{ opacity: 0.85 }}>
            {message.mine ? 'You' : message.senderName} · {chatStamp(message)}
            {message.pending ? ' · sending…' : ''}
          </Typography>
          {/* Text, never HTML: React escapes it. */}
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Typography>
        </Box>
      ))}
      <div ref={end} />
    </Box>
  );
}

function ChatComposer({ onSend, canChat, reconnecting }: Pick<ChatPanelProps, 'onSend' | 'canChat' | 'reconnecting'>) {
  const [text, setText] = useState('');
  const send = () => {
    if (onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter while composing (IME) is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => (event.preventDefault(), send())}
      sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
    >
      {reconnecting && canChat ? (
        <Typography variant="caption" color="text.secondary">
          Reconnecting… messages you type are sent when the connection is back.
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <TextField
          label="Message"
          placeholder={canChat ? 'Type a message' : 'Join the consultation to chat'}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={!canChat}
          multiline
          maxRows={4}
          size="small"
          slotProps={{ htmlInput: { maxLength: CHAT_MAX_LENGTH } }}
        />
        <IconButton type="submit" color="primary" aria-label="Send message" disabled={!canChat || !text.trim()}>
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

function NotesEditor({ role, notes }: { role: 'doctor' | 'patient'; notes: NotesDraft }) {
  const label = role === 'doctor' ? 'Medical Notes' : 'Personal Notes';
  const hint =
    role === 'doctor'
      ? 'Clinical notes for clinicians only: the patient never sees them. Write what the patient should read in the visit summary below.'
      : 'Private to you: your doctor does not see these notes.';
  const busy = notes.status === 'saving' || notes.status === 'loading';
  return (
    <>
      <Typography variant="subtitle1" component="h2">
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
      <TextField
        label={label}
        value={notes.text}
        onChange={(event) => notes.setText(event.target.value)}
        multiline
        minRows={8}
        disabled={notes.status === 'loading'}
      />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void notes.save()} disabled={busy}>
          {notes.status === 'saving' ? <CircularProgress size={18} color="inherit" aria-label="Saving" /> : 'Save Notes'}
        </Button>
        <Box role="status" aria-live="polite">
          {notes.status === 'saved' ? (
            <Typography variant="body2" color="success.main">
              Notes saved.
            </Typography>
          ) : notes.status === 'unsaved' ? (
            <Typography variant="body2" color="text.secondary">
              Unsaved changes (kept on this device until you save).
            </Typography>
          ) : null}
        </Box>
      </Box>
      {notes.status === 'failed' ? (
        <Alert severity="error">Your notes could not be saved: {notes.error}. They are kept on this device; try Save Notes again.</Alert>
      ) : null}
    </>
  );
}
