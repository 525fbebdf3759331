import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AssistantIcon } from '@telehealth/shared-ui/icons';
import { paths } from '@telehealth/federation';

/** Points patients who do not know which specialist they need to the AI assistant. */
export function HelpCard() {
  return (
    <Card component="aside" aria-labelledby="doctor-search-help-title" sx={{ bgcolor: '#E6F4F5', borderColor: '#B8DDE1' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', mt: 0.25 }}>
          <AssistantIcon />
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography id="doctor-search-help-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Not sure which specialist you need?
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Describe your symptoms to the AI assistant for general information on conditions and the kind of doctor to consult. It does not
            diagnose or give treatment advice.
          </Typography>
          <Button
            component={RouterLink}
            to={paths.assistant()}
            variant="outlined"
            size="small"
            sx={{ justifySelf: 'start', bgcolor: 'background.paper' }}
          >
            Ask the AI Assistant
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
