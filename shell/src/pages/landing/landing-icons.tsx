// The landing page's icons, drawn as plain SVG from the shared paths: it loads no icon library.
import {
  calendarPath,
  checkCirclePath,
  descriptionOutlinedPath,
  formatQuotePath,
  PlainIcon,
  videoPath,
} from '@telehealth/shared-ui/icons/plain';

const PATHS = {
  calendar: calendarPath,
  video: videoPath,
  prescription: descriptionOutlinedPath,
  check: checkCirclePath,
  quote: formatQuotePath,
} as const;

export type LandingIconName = keyof typeof PATHS;

export function LandingIcon({ name, className }: { name: LandingIconName; className?: string }) {
  return <PlainIcon path={PATHS[name]} className={className} />;
}
