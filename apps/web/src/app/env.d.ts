/** The web app's version (apps/web/package.json), written into the build by Vite (`define`). */
declare const __CARE_APP_VERSION__: string;
