// MUI components that only remote pages use, none of the dashboard's code (names in
// federation/used-exports.ts, `muiExtrasExports`). Kept out of the shared '@mui/material' build,
// which every signed-in page loads, and shared as a singleton of its own that only the shell
// provides in production: its deep imports then resolve to the very modules of the shell's
// '@mui/material' (one theme, one DefaultPropsProvider, one FormControl context).
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as Link } from '@mui/material/Link';
export { default as Radio } from '@mui/material/Radio';
export { default as RadioGroup } from '@mui/material/RadioGroup';
export { default as Slider } from '@mui/material/Slider';
export { default as Stack } from '@mui/material/Stack';
export { default as Switch } from '@mui/material/Switch';
