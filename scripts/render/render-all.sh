#!/usr/bin/env bash
# Re-renders every picture in data/renders (see README.md): Blender renders each shot, finish.py
# takes out the noise and brings it to the published width, encode.ts writes the JPEG and the
# manifest. Raw renders are kept in $RAW_DIR, so a run picks up where a stopped one left off.
#   npm run render                      every shot
#   npm run render -- ext-01 pool       only these
set -euo pipefail
cd "$(dirname "$0")/../.."
RAW_DIR=${RAW_DIR:-.render-cache}
WIDTH=${RENDER_WIDTH:-1280}
mkdir -p "$RAW_DIR"
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  mapfile -t names < <(blender -b -noaudio -P scripts/render/render.py -- --list 2>/dev/null | sed -n 's/^SHOT //p')
fi
for name in "${names[@]}"; do
  if [ ! -s "$RAW_DIR/$name.png" ]; then
    # The bathrooms, the desk corner and the kitchens have more shadowed surfaces, which stayed
    # grainy at the other interiors' count.
    case "$name" in
      # The home page's hero: at 10 samples its lit sign and the cars in the dusk came out
      # speckled, which a full-width picture shows.
      ext-03) samples=${HERO_SAMPLES:-24} ;;
      ext-*) samples=${EXTERIOR_SAMPLES:-10} ;;
      # The pool's glossy water and slatted loungers were grainy at the exteriors' count.
      pool) samples=${POOL_SAMPLES:-16} ;;
      bath-*) samples=${BATH_SAMPLES:-16} ;;
      desk-*) samples=${DESK_SAMPLES:-22} ;;
      kitchen-*) samples=${KITCHEN_SAMPLES:-32} ;;
      *) samples=${INTERIOR_SAMPLES:-14} ;;
    esac
    started=$(date +%s)
    # --python-exit-code: a script error stops the run rather than leaving no picture behind.
    nice -n 19 blender -b -noaudio --python-exit-code 1 -P scripts/render/render.py -- "$name" "$RAW_DIR/$name.tmp.png" "$WIDTH" "$samples" \
      > "$RAW_DIR/$name.log" 2>&1
    mv "$RAW_DIR/$name.tmp.png" "$RAW_DIR/$name.png"
    echo "rendered $name in $(( $(date +%s) - started )) s"
  fi
  # The desk corner's dark desk and the wall under it take a stronger clean-up.
  case "$name" in desk-*) strength=11 ;; *) strength=7 ;; esac
  nice -n 19 /usr/bin/python3 scripts/render/finish.py "$RAW_DIR/$name.png" "$RAW_DIR/$name.final.png" 1600 "$strength"
done
blender -b -noaudio -P scripts/render/render.py -- --manifest "$RAW_DIR/shots.json" > /dev/null 2>&1
npx tsx scripts/render/encode.ts "$RAW_DIR"
