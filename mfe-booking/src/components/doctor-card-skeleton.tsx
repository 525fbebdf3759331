import { Box, Card, CardContent } from '@mui/material';
import { PlaceholderBlock } from './placeholder-block';

/** The shape of a DoctorCard while the list loads. */
export function DoctorCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: 2.5 }}>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <PlaceholderBlock circle width={64} height={64} />
          <Box sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
            <PlaceholderBlock width="70%" height={20} />
            <PlaceholderBlock width="45%" />
            <PlaceholderBlock width="55%" />
          </Box>
        </Box>
        <PlaceholderBlock width="60%" />
        <PlaceholderBlock width="50%" />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <PlaceholderBlock width={150} height={24} />
          <PlaceholderBlock width={110} height={24} />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1.5 }}>
          <PlaceholderBlock width={130} height={22} />
          <PlaceholderBlock width={200} height={36} />
        </Box>
      </CardContent>
    </Card>
  );
}
