#!/usr/bin/env node
// `npm run cap:sync`: copies the built web app (dist/, built first when missing) and the plugins into the Android
// and iOS projects (`cap sync`, which needs neither the Android SDK nor Xcode), then writes capacitor.config.ts's
// app id and name into both projects: `cap add` wrote them once, and the config stays the one place to change them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (file, args) => execFileSync(file, args, { cwd: web, stdio: 'inherit' });

if (!existsSync(path.join(web, 'dist', 'index.html'))) {
  console.log('cap:sync: no web build yet, building it first');
  run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']);
}
run(process.execPath, [createRequire(import.meta.url).resolve('@capacitor/cli/bin/capacitor'), 'sync']);

// The config as `cap sync` resolved it (capacitor.config.ts is TypeScript, which this Node does not run).
const { appId, appName } = JSON.parse(
  readFileSync(path.join(web, 'android/app/src/main/assets/capacitor.config.json'), 'utf8'),
);
if (!/^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/.test(appId))
  throw new Error(`cap:sync: appId "${appId}" is not a reverse domain`);

const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Replaces every match of each pattern in `file`; a pattern that matches nothing means the template changed. */
function rewrite(file, replacements) {
  const full = path.join(web, file);
  let text = readFileSync(full, 'utf8');
  const before = text;
  for (const [pattern, value] of replacements) {
    if (!pattern.test(text)) throw new Error(`cap:sync: ${pattern} not found in ${file}`);
    text = text.replace(new RegExp(pattern.source, 'g'), value);
  }
  if (text !== before) {
    writeFileSync(full, text);
    console.log(`cap:sync: ${file} updated`);
  }
}

rewrite('android/app/build.gradle', [[/applicationId "[^"]*"/, `applicationId "${appId}"`]]);
rewrite('android/app/src/main/res/values/strings.xml', [
  [/<string name="app_name">[^<]*<\/string>/, `<string name="app_name">${escapeXml(appName)}</string>`],
  [
    /<string name="title_activity_main">[^<]*<\/string>/,
    `<string name="title_activity_main">${escapeXml(appName)}</string>`,
  ],
  [/<string name="package_name">[^<]*<\/string>/, `<string name="package_name">${appId}</string>`],
  [/<string name="custom_url_scheme">[^<]*<\/string>/, `<string name="custom_url_scheme">${appId}</string>`],
]);
rewrite('ios/App/App.xcodeproj/project.pbxproj', [
  [/PRODUCT_BUNDLE_IDENTIFIER = [^;]*;/, `PRODUCT_BUNDLE_IDENTIFIER = ${appId};`],
]);
rewrite('ios/App/App/Info.plist', [
  [/(<key>CFBundleDisplayName<\/key>\s*<string>)[^<]*(<\/string>)/, `$1${escapeXml(appName).replace(/\$/g, '$$$$')}$2`],
]);
console.log(`cap:sync: Android and iOS projects synced as ${appId} (${appName})`);
