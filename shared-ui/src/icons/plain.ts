// The shared icons without MUI: their paths and a plain SVG renderer (the landing page loads no MUI).
export * from './paths';
export { PlainIcon } from './plain-icon';
