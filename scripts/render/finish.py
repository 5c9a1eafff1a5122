# Turns a raw render into the picture we ship: removes the sampling noise Cycles leaves at a
# CPU's sample counts (this Blender build has no OpenImageDenoise), brings it to the published
# width and writes an 8-bit PNG for encode.ts to compress.
#   /usr/bin/python3 scripts/render/finish.py RAW.png OUT.png [WIDTH] [STRENGTH]
# Needs Debian's python3-opencv.
import sys

import cv2
import numpy as np

raw, out = sys.argv[1], sys.argv[2]
width = int(sys.argv[3]) if len(sys.argv) > 3 else 1600
strength = float(sys.argv[4]) if len(sys.argv) > 4 else 7.0

image = cv2.imread(raw, cv2.IMREAD_UNCHANGED)
if image.dtype == np.uint16:
    image = (image / 257.0).round().astype(np.uint8)
if image.shape[2] == 4:
    image = image[:, :, :3]
# A 3 × 3 median first takes out the isolated bright and dark pixels along edges that the low
# sample counts leave (non-local means would keep them as detail).
image = cv2.medianBlur(image, 3)
# Non-local means keeps edges (furniture, window frames) while flattening the grain inside
# surfaces; colour noise gets a stronger pass than brightness noise.
clean = cv2.fastNlMeansDenoisingColored(image, None, strength, strength * 1.3, 7, 21)
# A light bilateral pass evens out what blotches the first pass leaves on flat walls.
clean = cv2.bilateralFilter(clean, 5, 12, 5)
height = round(clean.shape[0] * width / clean.shape[1])
if clean.shape[1] != width:
    clean = cv2.resize(clean, (width, height), interpolation=cv2.INTER_LANCZOS4 if width > clean.shape[1] else cv2.INTER_AREA)
# A gentle unsharp mask gives back the crispness the denoiser and the resize took.
blur = cv2.GaussianBlur(clean, (0, 0), 1.2)
sharp = cv2.addWeighted(clean, 1.35, blur, -0.35, 0)
cv2.imwrite(out, sharp)
