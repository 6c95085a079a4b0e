import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native shell around the built web app (dist/). The app id lives here only: `npm run cap:sync`
 * (scripts/cap-sync.mjs) writes it and the name into the Android and iOS projects after every sync.
 */
const config: CapacitorConfig = {
  appId: 'cl.gestora.app',
  appName: 'Gestora',
  webDir: 'dist',
  // Android's WebView serves the app from https://localhost (iOS: capacitor://localhost): the API's CORS list
  // names both (apps/api/src/plugins/cors.ts).
  server: { androidScheme: 'https' },
  plugins: {
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
