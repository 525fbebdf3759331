// Stylesheets are bundled by Rsbuild (and stubbed in jest); importing one yields nothing typed.
declare module '*.css';
