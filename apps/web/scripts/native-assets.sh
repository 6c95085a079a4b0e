#!/usr/bin/env bash
# The Android and iOS app icons and splash screens, made from the PWA's icons in public/ (ImageMagick's `convert`).
# Run from apps/web after changing those icons, then commit what it wrote: the native projects keep the results.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v convert >/dev/null || { echo "native-assets: ImageMagick's convert is needed (apt-get install imagemagick)" >&2; exit 1; }

ICON=public/icon-512.png               # rounded square on transparency: Android's legacy launcher icon
MASKABLE=public/icon-maskable-512.png  # full bleed, the mark inside the safe zone: adaptive and iOS icons
BACKGROUND='#f8f9fa'                   # the manifest's background_color
THEME='#39588f'                        # the manifest's theme_color
RES=android/app/src/main/res
IOS=ios/App/App/Assets.xcassets

# Android: legacy (48 dp), round, and the adaptive foreground (108 dp, the whole maskable icon: its own background).
for pair in mdpi:1 hdpi:1.5 xhdpi:2 xxhdpi:3 xxxhdpi:4; do
  density=${pair%%:*}
  scale=${pair##*:}
  size=$(awk "BEGIN { print int(48 * $scale) }")
  adaptive=$(awk "BEGIN { print int(108 * $scale) }")
  convert "$ICON" -filter Lanczos -resize "${size}x${size}" -strip "$RES/mipmap-$density/ic_launcher.png"
  convert "$MASKABLE" -filter Lanczos -resize "${size}x${size}" -alpha set \
    \( -size "${size}x${size}" xc:none -fill white -draw "circle $((size / 2)),$((size / 2)) $((size / 2)),0" \) \
    -compose DstIn -composite -strip "$RES/mipmap-$density/ic_launcher_round.png"
  convert "$MASKABLE" -filter Lanczos -resize "${adaptive}x${adaptive}" -strip "$RES/mipmap-$density/ic_launcher_foreground.png"
done
cat >"$RES/values/ic_launcher_background.xml" <<XML
<?xml version="1.0" encoding="utf-8"?>
<resources>
    <color name="ic_launcher_background">$THEME</color>
</resources>
XML

# A splash: the icon at a third of the shorter side, centred on the background colour.
splash() {
  local width=$1 height=$2 out=$3
  local side=$((width < height ? width : height))
  convert -size "${width}x${height}" "xc:$BACKGROUND" \
    \( "$ICON" -filter Lanczos -resize "$((side / 3))x$((side / 3))" \) -gravity center -composite -depth 8 -strip "$out"
}
splash 480 320 "$RES/drawable/splash.png"
for spec in mdpi:320x480 hdpi:480x800 xhdpi:720x1280 xxhdpi:960x1600 xxxhdpi:1280x1920; do
  density=${spec%%:*}
  size=${spec##*:}
  w=${size%%x*}
  h=${size##*x}
  splash "$w" "$h" "$RES/drawable-port-$density/splash.png"
  splash "$h" "$w" "$RES/drawable-land-$density/splash.png"
done

# iOS: one 1024 px icon without transparency (iOS rounds the corners itself), and the 2732 px universal splash.
convert "$MASKABLE" -filter Lanczos -resize 1024x1024 -background "$THEME" -alpha remove -alpha off -strip \
  "$IOS/AppIcon.appiconset/AppIcon-512@2x.png"
for name in splash-2732x2732 splash-2732x2732-1 splash-2732x2732-2; do
  splash 2732 2732 "$IOS/Splash.imageset/$name.png"
done
echo "native-assets: icons and splash screens written"
