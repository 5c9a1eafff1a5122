# Renders one shot: blender -b -noaudio -P scripts/render/render.py -- NAME OUT.png [WIDTH] [SAMPLES]
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from blocks import reset, setup_render  # noqa: E402
from shots import SHOTS  # noqa: E402

args = sys.argv[sys.argv.index('--') + 1:] if '--' in sys.argv else []
if args and args[0] == '--list':
    for shot_name in SHOTS:
        print('SHOT', shot_name)
    sys.exit(0)
if args and args[0] == '--manifest':
    import json

    shots = [{'name': shot_name, **{k: v for k, v in shot.items() if k != 'build'}}
             for shot_name, shot in SHOTS.items()]
    with open(args[1], 'w') as out_file:
        json.dump(shots, out_file, indent=1)
    sys.exit(0)
name, out = args[0], args[1]
width = int(args[2]) if len(args) > 2 else 1600
samples = int(args[3]) if len(args) > 3 else 96
scene = reset()
exposure = SHOTS[name]['build'](scene)
setup_render(scene, width, round(width * 2 / 3), samples, exposure=exposure)
scene.render.filepath = os.path.abspath(out)
import bpy  # noqa: E402

bpy.ops.render.render(write_still=True)
