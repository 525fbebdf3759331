import { Box, Button, Typography } from '@mui/material';
import { RestartIcon } from '@telehealth/shared-ui/icons';
import { visuallyHidden } from '@telehealth/shared-ui';
import type { ChatMessage } from '../chat/conversation';
import { SafeMarkdown } from '../chat/safe-markdown';
import { SuggestionLinks, UrgencyBanner } from './answer-extras';

/** Three pulsing dots while the assistant prepares its answer. */
export function TypingIndicator() {
  return (
    <Box
      role="status"
      aria-label="The assistant is typing"
      sx={{ alignSelf: 'flex-start', display: 'flex', gap: 0.5, px: 2, py: 1.5, borderRadius: 2, bgcolor: 'grey.100' }}
    >
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            '@keyframes assistant-typing': { '0%, 80%, 100%': { opacity: 0.3 }, '40%': { opacity: 1 } },
            animation: 'assistant-typing 1.2s infinite ease-in-out',
            animationDelay: `${dot * 0.2}s`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
          }}
        />
      ))}
    </Box>
  );
}

export interface ChatMessageViewProps {
  message: ChatMessage;
  /** The answer is still arriving. */
  streaming?: boolean;
  /** Offer Regenerate (the last, complete answer while nothing is on its way). */
  onRegenerate?: () => void;
}

/** One message: the person's on the right; the assistant's on the left, with its banner and links. */
export function ChatMessageView({ message, streaming = false, onRegenerate }: ChatMessageViewProps) {
  const mine = message.role === 'user';
  return (
    <Box
      component="li"
      data-role={message.role}
      sx={{
        listStyle: 'none',
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '92%', sm: '82%' },
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {mine ? 'You said:' : 'Assistant:'}
      </Box>
      <Box
        sx={{
          px: 2,
          py: 1.25,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
          overflowWrap: 'anywhere',
        }}
      >
        {mine ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {message.content}
          </Typography>
        ) : (
          <>
            <UrgencyBanner urgency={message.urgency} emergency={message.emergency} crisis={message.crisis} />
            <Box aria-busy={streaming || undefined}>
              <SafeMarkdown source={message.content} />
            </Box>
            {/* No booking buttons beside a crisis answer (issue 21 point 6). */}
            {streaming || message.crisis ? null : <SuggestionLinks suggestions={message.suggestions} />}
          </>
        )}
      </Box>
      {message.stopped || onRegenerate ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          {message.stopped ? (
            <Typography variant="caption" color="text.secondary">
              Stopped
            </Typography>
          ) : null}
          {onRegenerate ? (
            <Button size="small" startIcon={<RestartIcon />} onClick={onRegenerate}>
              Regenerate
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
