import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, remoteWidgets } from '@telehealth/federation';
import { ASSISTANT_MAX_MESSAGE_LENGTH } from '@telehealth/shared-api';
import { IconTile } from '@telehealth/shared-ui';
import { AssistantIcon } from '@telehealth/shared-ui/icons';
import { useAssistantChat } from '../chat/assistant-chat-store';

/**
 * The patient dashboard's "Ask the assistant" card: a question asked here is sent at once and
 * its answer streams on the assistant's page, where the person is taken.
 */
export function AskAssistantWidget() {
  const titleId = useId();
  const navigate = useNavigate();
  const send = useAssistantChat((s) => s.send);
  const asked = useAssistantChat((s) => s.messages.some((m) => m.role === 'user'));
  const [question, setQuestion] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (question.trim()) send(question);
    void navigate(paths.assistant());
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: 3, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <IconTile>
            <AssistantIcon />
          </IconTile>
          <Typography id={titleId} variant="h6" component="h2">
            {remoteWidgets.askAssistant.title}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          Describe a symptom to learn how urgent it sounds and which kind of doctor to see.
        </Typography>
        <Box component="form" onSubmit={onSubmit} sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            size="small"
            fullWidth
            placeholder="e.g. I've had a headache for three days"
            slotProps={{ htmlInput: { 'aria-label': 'Your question for the assistant', maxLength: ASSISTANT_MAX_MESSAGE_LENGTH } }}
          />
          <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
            {question.trim() ? 'Ask' : asked ? 'Continue chat' : 'Open Assistant'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
