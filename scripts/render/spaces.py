# One function per space. Each builds its scene into the current (empty) Blender scene and
# returns the exposure to render it with.
import math
import random

from blocks import (BRAND_SIGN, BRAND_TEAL, area_light, box, brick, camera, ceiling_light, cone, curtain, cylinder,
                    emissive, fabric, floor_box, foliage, glass_dark, ground, lit_windows, metal, paint, panels,
                    planks, plant, point_light, room_shell, sky, sphere, stone, stucco, text, tiles, torus, wood)
from furniture import (KING, QUEEN, armchair, bed, bike, coffee_table, desk, desk_chair, dog_bed, dumbbell_rack,
                       kitchen_run, lamp_at, nightstand, pet_bowls, rug, shower, sofa, toilet, treadmill,
                       tv, vanity, artwork, washer)

PALETTES = {
    'warm': {
        'name': 'warm', 'wall': (0.78, 0.72, 0.63), 'feature': (0.42, 0.5, 0.5), 'ceiling': (0.85, 0.84, 0.82),
        'floor_light': (0.5, 0.36, 0.22), 'floor_dark': (0.36, 0.24, 0.14),
        'wood_light': (0.45, 0.3, 0.17), 'wood_dark': (0.28, 0.17, 0.09),
        'upholstery': (0.3, 0.29, 0.27), 'accent': (0.05, 0.22, 0.25), 'chair': (0.5, 0.38, 0.26),
        'sofa': (0.35, 0.36, 0.34), 'rug': (0.5, 0.47, 0.42), 'ceramic': (0.75, 0.72, 0.66),
        'cabinet': (0.85, 0.84, 0.8), 'counter': (0.75, 0.73, 0.7), 'counter_vein': (0.5, 0.48, 0.45),
        'tile': (0.85, 0.85, 0.83), 'bath_tile': (0.8, 0.78, 0.74), 'bath_floor': (0.45, 0.43, 0.4),
        'art_a': (0.7, 0.55, 0.35), 'art_b': (0.1, 0.3, 0.35), 'curtain': (0.62, 0.58, 0.5),
    },
    'cool': {
        'name': 'cool', 'wall': (0.7, 0.71, 0.7), 'feature': (0.16, 0.2, 0.26), 'ceiling': (0.85, 0.85, 0.85),
        'floor_light': (0.42, 0.38, 0.33), 'floor_dark': (0.3, 0.27, 0.23),
        'wood_light': (0.25, 0.16, 0.1), 'wood_dark': (0.12, 0.07, 0.04),
        'upholstery': (0.12, 0.14, 0.18), 'accent': (0.55, 0.32, 0.12), 'chair': (0.2, 0.24, 0.3),
        'sofa': (0.2, 0.24, 0.3), 'rug': (0.35, 0.36, 0.38), 'ceramic': (0.2, 0.22, 0.25),
        'cabinet': (0.2, 0.24, 0.3), 'counter': (0.85, 0.85, 0.84), 'counter_vein': (0.55, 0.55, 0.56),
        'tile': (0.9, 0.9, 0.9), 'bath_tile': (0.55, 0.56, 0.56), 'bath_floor': (0.25, 0.26, 0.27),
        'art_a': (0.2, 0.3, 0.45), 'art_b': (0.8, 0.75, 0.65), 'curtain': (0.45, 0.46, 0.46),
    },
    'light': {
        'name': 'light', 'wall': (0.84, 0.83, 0.79), 'feature': (0.4, 0.48, 0.38), 'ceiling': (0.88, 0.88, 0.87),
        'floor_light': (0.62, 0.5, 0.36), 'floor_dark': (0.5, 0.38, 0.26),
        'wood_light': (0.62, 0.48, 0.32), 'wood_dark': (0.45, 0.32, 0.2),
        'upholstery': (0.55, 0.55, 0.52), 'accent': (0.25, 0.38, 0.28), 'chair': (0.25, 0.36, 0.3),
        'sofa': (0.55, 0.53, 0.48), 'rug': (0.62, 0.6, 0.55), 'ceramic': (0.85, 0.84, 0.8),
        'cabinet': (0.9, 0.9, 0.88), 'counter': (0.35, 0.35, 0.36), 'counter_vein': (0.2, 0.2, 0.21),
        'tile': (0.55, 0.65, 0.6), 'bath_tile': (0.88, 0.88, 0.86), 'bath_floor': (0.5, 0.5, 0.48),
        'art_a': (0.35, 0.5, 0.35), 'art_b': (0.85, 0.8, 0.7), 'curtain': (0.8, 0.78, 0.72),
    },
}


def _daylight(scene, elevation=28, rotation=200, strength=1.0, sun=4.0):
    sky(scene, elevation, rotation, strength=strength, sun_strength=sun)


def _room(scene, p, width, depth, height=2.6, window=None, floor=None):
    wall = paint(f'{p["name"]} wall', p['wall'], roughness=0.8)
    room_shell(width, depth, height, wall, floor or planks(f'{p["name"]} floor', p['floor_light'], p['floor_dark']),
               paint(f'{p["name"]} ceiling', p['ceiling'], roughness=0.9), window=window,
               skirting=paint('Skirting', (0.85, 0.85, 0.83), 0.4, noise=0))


# ---------------------------------------------------------------- suites


def studio(scene, palette='warm', beds=1, king=False):
    """A studio suite: the bed wall at the back, the window on the right with curtains, a desk and
    a lounge chair; two queens share a nightstand; the king suite adds a sofa and coffee table."""
    p = PALETTES[palette]
    rng = random.Random(f'studio-{palette}-{beds}-{king}')
    width = 5.0 if beds == 2 or king else 4.2
    depth = 6.2
    h = 2.6
    _daylight(scene, 22, 120, 1.0, 3.5)
    _room(scene, p, width, depth, h, window=('right', 2.6, 5.4, 0.45, 2.35))
    # A feature wall behind the beds.
    floor_box('Feature wall', 0, depth - 0.012, 0, width, depth, h, paint(f'{p["name"]} feature', p['feature'], 0.85),
              bevel=0)
    drape = fabric(f'{p["name"]} curtain', p['curtain'], scale=300)
    curtain('Curtain left', 2.2, 2.75, width - 0.12, 0.02, 2.45, drape, folds=5, axis='y')
    curtain('Curtain right', 5.3, 5.9, width - 0.12, 0.02, 2.45, drape, folds=5, axis='y')
    sheer = fabric('Sheer', (0.92, 0.92, 0.9), scale=400)
    if beds == 2:
        bed('Bed A', 1.1, 0, QUEEN, p, depth)
        bed('Bed B', 3.55, 0, QUEEN, p, depth)
        nightstand('Nightstand', 2.33, depth - 0.3, p)
        nightstand('Nightstand L', 0.0 + 0.15, depth - 0.3, p, lamp=False)
        artwork('Art', 2.33, depth - 0.015, 1.75, 0.7, 0.5, p)
    else:
        size = KING if king else QUEEN
        bx = 1.75 if not king else 2.0
        bed('Bed', bx, 0, size, p, depth)
        nightstand('Nightstand L', bx - size[0] / 2 - 0.45, depth - 0.3, p)
        nightstand('Nightstand R', bx + size[0] / 2 + 0.45, depth - 0.3, p)
        artwork('Art', bx, depth - 0.015, 1.78, 1.1, 0.55, p)
    rug('Rug', 0.6, depth - 3.3, width - 0.8, depth - 1.6, p)
    # Lounge corner by the window.
    if king:
        sofa('Sofa', width - 1.2, 1.9, 1.9, p, yaw=math.pi / 2)
        coffee_table('Coffee table', width - 2.3, 1.9, p, w=0.9, d=0.5)
    elif beds == 1:
        armchair('Armchair', width - 0.75, 2.1, p, yaw=math.pi / 2 + 0.5)
        lamp_at('Floor lamp', width - 0.35, 1.4, 0.0, p, height=1.5, shade=0.2)
    # Dresser with a TV on the left wall, in the near part of the room.
    top = wood(f'{p["name"]} wood', p['wood_light'], p['wood_dark'])
    floor_box('Dresser', 0, 2.3, 0, 0.5, 3.7, 0.78, top, bevel=0.01)
    tv('TV', 0.02, 3.0, 1.05, 1.0, wall='left')
    # Ceiling fixtures.
    ceiling_light('Ceiling light', width / 2, depth - 3.0, h, energy=90, size=0.5)
    ceiling_light('Entry light', width / 2, 0.9, h, energy=40, size=0.35)
    area_light('Fill', (width * 0.4, -0.3, 1.6), 2.0, 40, rotation=(math.radians(90), 0, 0), color=(1, 0.95, 0.9))
    camera(scene, (0.75, 0.3, 1.45), 16 if beds == 2 else 18, lens=20, shift_y=-0.06)
    return -0.1


def desk_corner(scene, palette='cool'):
    p = PALETTES[palette]
    width, depth, h = 3.6, 4.0, 2.6
    _daylight(scene, 30, 110, 1.0, 3.5)
    _room(scene, p, width, depth, h, window=('back', 0.5, 2.6, 0.8, 2.35))
    drape = fabric(f'{p["name"]} curtain', p['curtain'], scale=300)
    curtain('Curtain', 2.7, 3.3, depth - 0.12, 0.02, 2.45, drape, folds=5)
    desk('Desk', 0.7, depth - 0.05, 1.5, p)
    lamp_at('Desk lamp', 2.0, depth - 0.35, 0.76, p, height=0.4, shade=0.13)
    # The armchair stands beside the desk, inside the frame.
    armchair('Armchair', 2.8, 2.9, p, yaw=math.pi * 0.85)
    rug('Rug', 0.4, 1.2, 3.2, 3.5, p)
    # Brighter than the suites: with less light its dark desk, chair and shadows stayed grainy
    # after the clean-up.
    ceiling_light('Ceiling light', width / 2, depth / 2, h, energy=80, size=0.5)
    area_light('Fill', (width * 0.5, -0.3, 1.6), 2.4, 70, rotation=(math.radians(90), 0, 0))
    camera(scene, (0.5, 0.5, 1.4), 14, lens=28, shift_y=-0.08)
    return 0.0


def kitchen(scene, palette='warm', dishwasher=False):
    p = PALETTES[palette]
    width, depth, h = 4.2, 4.2, 2.6
    _daylight(scene, 25, 250, 1.0, 3.5)
    _room(scene, p, width, depth, h, window=('left', 1.0, 2.6, 0.9, 2.3),
          floor=tiles(f'{p["name"]} kitchen floor', (0.62, 0.6, 0.56), (0.45, 0.44, 0.42), size=0.6, roughness=0.3))
    # The run fills the wall from corner to corner: gaps left at either end were dark slots that
    # came out speckled.
    counter_h = kitchen_run('Kitchen', 0.0, depth, width, p, dishwasher=dishwasher)
    # A small table with two chairs in front of the galley.
    top = wood(f'{p["name"]} wood', p['wood_light'], p['wood_dark'])
    floor_box('Table top', 1.0, 1.1, 0.72, 2.1, 1.9, 0.76, top, bevel=0.01)
    steel = metal('Black steel', (0.04, 0.04, 0.04), 0.4, brushed=False)
    for i, (x, y) in enumerate(((1.05, 1.15), (2.02, 1.15), (1.05, 1.82), (2.02, 1.82))):
        floor_box(f'Table leg {i}', x, y, 0, x + 0.03, y + 0.03, 0.72, steel, bevel=0.003)
    desk_chair('Chair A', 1.3, 2.25, p)
    cylinder('Fruit bowl', (1.55, 1.5, 0.8), 0.14, 0.07, paint('Bowl', (0.92, 0.91, 0.88), 0.2, noise=0))
    for i in range(4):
        sphere(f'Lemon {i}', (1.5 + 0.05 * i, 1.48 + 0.03 * (i % 2), 0.85), 0.035, paint('Lemon', (0.8, 0.6, 0.05), 0.4, noise=0))
    ceiling_light('Ceiling light', 2.1, 2.6, h, energy=70, size=0.5)
    area_light('Fill', (2.3, -0.3, 1.6), 2.4, 60, rotation=(math.radians(90), 0, 0))
    camera(scene, (2.9, 0.35, 1.5), -10, lens=24, shift_y=-0.05)
    return 0.0


def _tub(x0, y0, x1, y1, palette):
    """A bathtub along the back wall with grab bars, a transfer bench and a curtain."""
    white = paint('Porcelain', (0.92, 0.92, 0.9), roughness=0.08, specular=0.6, noise=0)
    chrome = metal('Grab bar', (0.85, 0.85, 0.85), 0.15)
    # The tub is its four sides round a basin floor, so the camera looks into it (a solid block
    # with a lighter top read as a covered tub).
    for i, (a0, b0, a1, b1) in enumerate(((x0, y0, x1, y0 + 0.1), (x0, y1 - 0.1, x1, y1), (x0, y0, x0 + 0.1, y1),
                                          (x1 - 0.1, y0, x1, y1))):
        floor_box(f'Tub side {i}', a0, b0, 0, a1, b1, 0.55, white, bevel=0.03, segments=3)
    floor_box('Tub basin', x0 + 0.1, y0 + 0.1, 0, x1 - 0.1, y1 - 0.1, 0.2,
              paint('Tub basin', (0.86, 0.86, 0.84), 0.1, specular=0.6, noise=0), bevel=0.02)
    floor_box('Tub tile', x0, y1 - 0.012, 0.55, x1, y1, 2.2,
              tiles(f'{palette["name"]} shower tile', palette['bath_tile'], (0.7, 0.7, 0.68), size=0.3, ratio=2.0,
                    roughness=0.12), bevel=0)
    cylinder('Tub grab bar', ((x0 + x1) / 2, y1 - 0.07, 0.95), 0.019, (x1 - x0) - 0.5, chrome, axis='X')
    cylinder('Tub grab bar low', ((x0 + x1) / 2, y1 - 0.07, 0.75), 0.019, (x1 - x0) - 0.9, chrome, axis='X')
    cylinder('Tub grab bar end', (x1 - 0.07, (y0 + y1) / 2, 1.1), 0.019, 0.5, chrome)
    bench = paint('Bench', (0.88, 0.88, 0.86), 0.4, noise=0)
    floor_box('Transfer bench seat', x0 + 0.25, y0 - 0.35, 0.48, x0 + 0.8, y1 - 0.2, 0.53, bench, bevel=0.02)
    for i, (bx, by) in enumerate(((x0 + 0.3, y0 - 0.3), (x0 + 0.75, y0 - 0.3), (x0 + 0.3, y1 - 0.25),
                                  (x0 + 0.75, y1 - 0.25))):
        cylinder(f'Bench leg {i}', (bx, by, 0.24 if i < 2 else 0.5), 0.015, 0.48 if i < 2 else 0.1, chrome)
    cylinder('Hand shower bar', (x0 + 0.6, y1 - 0.06, 1.4), 0.012, 0.9, chrome)
    cylinder('Curtain rod', ((x0 + x1) / 2, y0 - 0.02, 2.05), 0.012, x1 - x0, chrome, axis='X')
    curtain('Tub curtain', x1 - 0.45, x1, y0 - 0.02, 0.6, 2.02, fabric('Shower curtain', (0.9, 0.9, 0.88), scale=300),
            folds=5)


def bathroom(scene, palette='warm', accessible=False, tub=False):
    p = PALETTES[palette]
    width, depth, h = 3.4 if accessible or tub else 2.8, 3.2, 2.5
    _daylight(scene, 40, 150, 0.6, 0)
    floor = tiles(f'{p["name"]} bath floor', p['bath_floor'], (0.3, 0.3, 0.3), size=0.45, roughness=0.35)
    _room(scene, p, width, depth, h, floor=floor)
    floor_box('Wainscot', 0, depth - 0.01, 0, width, depth, 1.2,
              tiles(f'{p["name"]} wall tile', p['bath_tile'], (0.7, 0.7, 0.68), size=0.3, ratio=2.0, roughness=0.12),
              bevel=0)
    if tub:
        _tub(1.1, depth - 0.8, width, depth, p)
        toilet('Toilet', 0.45, depth, grab_bars=True)
        chrome = metal('Grab bar', (0.85, 0.85, 0.85), 0.15)
        cylinder('Side grab bar', (0.06, depth - 0.5, 0.85), 0.019, 0.9, chrome, axis='Y')
    elif accessible:
        shower('Shower', 1.7, depth - 1.5, width, depth, p, roll_in=True)
        vanity('Vanity', 0.2, depth, 1.0, p, roll_under=True)
        toilet('Toilet', 0.45, 1.2, grab_bars=False)
        # Toilet against the left wall: a grab bar beside it.
        chrome = metal('Grab bar', (0.85, 0.85, 0.85), 0.15)
        cylinder('Side grab bar', (0.06, 0.9, 0.85), 0.019, 1.0, chrome, axis='Y')
    else:
        shower('Shower', 1.6, depth - 1.3, width, depth, p, roll_in=False)
        vanity('Vanity', 0.02, depth, 1.3, p)
    ceiling_light('Ceiling light', width / 2, depth / 2, h, energy=60, size=0.4, color=(1, 0.93, 0.85))
    area_light('Fill', (width / 2, -0.3, 1.6), 1.6, 35, rotation=(math.radians(90), 0, 0))
    if accessible or tub:
        camera(scene, (0.7, 0.25, 1.45), 12, lens=20, shift_y=-0.08)
    else:
        camera(scene, (0.7, 0.25, 1.5), 10, lens=22, shift_y=-0.06)
    return 0.3


def pet_corner(scene, palette='warm'):
    p = PALETTES[palette]
    width, depth, h = 4.0, 4.4, 2.6
    _daylight(scene, 18, 130, 1.0, 4.0)
    _room(scene, p, width, depth, h, window=('back', 1.2, 3.4, 0.45, 2.35))
    drape = fabric(f'{p["name"]} curtain', p['curtain'], scale=300)
    curtain('Curtain', 0.6, 1.15, depth - 0.12, 0.02, 2.45, drape, folds=5)
    sofa('Sofa', 0.55, 2.2, 2.0, p, yaw=-math.pi / 2)
    dog_bed('Dog bed', 2.4, 2.9, p)
    pet_bowls('Bowls', 3.2, 1.7)
    rug('Rug', 1.2, 1.3, 3.2, 3.8, p)
    coffee_table('Table', 1.6, 2.2, p, w=0.5, d=0.9)
    plant('Plant', 3.6, 3.9, 0, 0.9, paint('Pot', (0.8, 0.78, 0.74), 0.5), foliage('Leaves', (0.1, 0.25, 0.07)),
          random.Random(3))
    ceiling_light('Ceiling light', 2.0, 2.2, h, energy=50, size=0.4)
    area_light('Fill', (2.0, -0.3, 1.4), 2.0, 30, rotation=(math.radians(90), 0, 0))
    camera(scene, (2.2, 0.3, 1.3), 6, lens=26, shift_y=-0.12)
    return 0.0


# ---------------------------------------------------------------- shared rooms


def lobby(scene, palette='light'):
    p = PALETTES[palette]
    width, depth, h = 10.0, 9.0, 3.4
    _daylight(scene, 25, 240, 1.0, 4.0)
    floor = tiles('Lobby floor', (0.72, 0.7, 0.66), (0.55, 0.54, 0.5), size=0.9, roughness=0.18)
    wall = paint('Lobby wall', p['wall'], roughness=0.8)
    room_shell(width, depth, h, wall, floor, paint('Lobby ceiling', p['ceiling'], 0.9),
               window=('left', 1.5, 7.5, 0.3, 3.0), skirting=paint('Skirting', (0.85, 0.85, 0.83), 0.4, noise=0))
    # Wood-slat feature wall behind the desk with the brand's name.
    slat = wood('Lobby slats', (0.55, 0.38, 0.22), (0.35, 0.22, 0.11), along='Z')
    for i in range(40):
        x = 4.0 + i * 0.15
        floor_box(f'Slat {i}', x, depth - 0.08, 0, x + 0.09, depth - 0.01, h, slat, bevel=0.005)
    sign = emissive('Sign letters', BRAND_SIGN, 3.0)
    # High on the wall, so the pendants over the desk hang below the name, not across it.
    text('Lobby sign', 'LONGSTAY', (7.0, depth - 0.1, 2.95), 0.42, sign, extrude=0.015)
    # Front desk: wood body with a stone top.
    desk_top = stone('Desk stone', (0.85, 0.84, 0.82), (0.6, 0.6, 0.58), 0.12)
    floor_box('Front desk', 5.0, depth - 2.6, 0, 9.0, depth - 1.9, 1.05, wood('Desk wood', (0.3, 0.2, 0.12),
                                                                         (0.18, 0.11, 0.06), along='X'), bevel=0.01)
    floor_box('Front desk top', 4.95, depth - 2.7, 1.05, 9.05, depth - 1.85, 1.1, desk_top, bevel=0.006)
    floor_box('Front desk band', 4.98, depth - 2.62, 0.1, 9.02, depth - 2.6, 0.14,
              emissive('Desk glow', (1, 0.85, 0.6), 4), bevel=0)
    for i, x in enumerate((6.0, 8.0)):
        floor_box(f'Monitor {i}', x - 0.25, depth - 2.2, 1.1, x + 0.25, depth - 2.17, 1.42,
                  glass_dark('Monitor', (0.02, 0.02, 0.02), 0.1), bevel=0.005)
    # Pendants over the desk.
    brass = metal('Brass', (0.8, 0.6, 0.35), 0.3)
    for i, x in enumerate((5.8, 7.0, 8.2)):
        cylinder(f'Pendant cord {i}', (x, depth - 2.25, h - 0.6), 0.004, 1.2, brass)
        sphere(f'Pendant {i}', (x, depth - 2.25, h - 1.25), 0.16, emissive('Pendant glow', (1, 0.85, 0.65), 6))
        point_light(f'Pendant light {i}', (x, depth - 2.25, h - 1.45), 40, radius=0.1)
    # Seating group on a rug, by the windows.
    rug('Lobby rug', 1.0, 2.0, 4.2, 6.0, p)
    sofa('Lobby sofa', 0.9, 4.0, 2.2, p, yaw=-math.pi / 2)
    armchair('Lobby chair A', 3.6, 3.0, p, yaw=math.pi / 2 + 0.3)
    armchair('Lobby chair B', 3.6, 5.0, p, yaw=math.pi / 2 - 0.3)
    coffee_table('Lobby table', 2.3, 4.0, p, w=0.6, d=1.1)
    rng = random.Random(7)
    plant('Plant A', 0.5, depth - 0.6, 0, 1.4, paint('Planter', (0.15, 0.15, 0.15), 0.5),
          foliage('Leaves', (0.08, 0.22, 0.06)), rng)
    plant('Plant B', 9.4, depth - 2.2, 0, 1.2, paint('Planter', (0.15, 0.15, 0.15), 0.5),
          foliage('Leaves', (0.08, 0.22, 0.06)), rng)
    for i, (x, y) in enumerate(((2.5, 2.5), (2.5, 6.0), (7.0, 4.0), (7.0, 1.5))):
        ceiling_light(f'Downlight {i}', x, y, h, energy=70, size=0.3)
    area_light('Fill', (5.0, -0.3, 1.8), 4.0, 80, rotation=(math.radians(90), 0, 0))
    camera(scene, (9.3, 0.5, 1.6), -28, lens=22, shift_y=0.0)
    return 0.0


def fitness(scene, palette='light'):
    p = PALETTES[palette]
    width, depth, h = 7.0, 6.0, 2.8
    _daylight(scene, 30, 200, 1.0, 3.5)
    floor = ground('Rubber floor', (0.08, 0.08, 0.09), roughness=0.8, scale=8, variation=0.3, bump=0.3)
    room_shell(width, depth, h, paint('Gym wall', (0.8, 0.8, 0.78), 0.8), floor,
               paint('Gym ceiling', (0.88, 0.88, 0.87), 0.9), window=('left', 1.0, 5.0, 0.6, 2.5))
    floor_box('Accent wall', 0, depth - 0.012, 0, width, depth, h, paint('Gym accent', BRAND_TEAL, 0.8), bevel=0)
    floor_box('Mirror wall', width - 0.02, 0.5, 0.3, width, depth - 0.3, 2.3,
              metal('Mirror', (0.92, 0.92, 0.92), 0.02, brushed=False), bevel=0)
    treadmill('Treadmill A', 1.5, 3.5)
    treadmill('Treadmill B', 2.7, 3.5)
    bike('Bike', 4.0, 3.7)
    dumbbell_rack('Rack', 4.6, depth, 2.2)
    floor_box('Mat', 4.8, 1.6, 0, 6.4, 2.6, 0.01, paint('Yoga mat', (0.15, 0.4, 0.45), 0.8, noise=0.05), bevel=0.003)
    cylinder('Ball', (5.2, 1.1, 0.33), 0.33, 0.66, paint('Ball', (0.2, 0.22, 0.25), 0.5, noise=0), vertices=24)
    sphere('Ball skin', (6.1, 1.2, 0.33), 0.33, paint('Ball', (0.2, 0.22, 0.25), 0.5, noise=0))
    tv('Gym TV', 2.2, depth - 0.02, 1.9, 1.3)
    for i, (x, y) in enumerate(((2.0, 2.0), (5.0, 2.0), (2.0, 4.5), (5.0, 4.5))):
        ceiling_light(f'Panel {i}', x, y, h, energy=60, size=0.6, color=(1, 0.95, 0.9))
    area_light('Fill', (3.5, -0.3, 1.6), 3.0, 50, rotation=(math.radians(90), 0, 0))
    camera(scene, (6.2, 0.4, 1.55), -22, lens=22, shift_y=-0.05)
    return 0.3


def laundry(scene, palette='light'):
    p = PALETTES[palette]
    width, depth, h = 4.5, 4.0, 2.6
    _daylight(scene, 35, 220, 0.8, 3.0)
    floor = tiles('Laundry floor', (0.6, 0.6, 0.58), (0.42, 0.42, 0.4), size=0.45, roughness=0.3)
    room_shell(width, depth, h, paint('Laundry wall', (0.82, 0.83, 0.8), 0.8), floor,
               paint('Laundry ceiling', (0.88, 0.88, 0.87), 0.9), window=('left', 1.0, 2.8, 1.1, 2.3))
    floor_box('Tile wall', 0, depth - 0.012, 0, width, depth, 1.5,
              tiles('Laundry wall tile', (0.88, 0.9, 0.9), (0.7, 0.7, 0.7), size=0.1, ratio=2.0, roughness=0.15), bevel=0)
    # The machines stand side by side and against the walls: the narrow shadowed gaps between
    # them stayed grainy at our sample counts.
    for i, x in enumerate((0.31, 0.92, 1.53)):
        washer(f'Washer {i}', x, depth)
    for i, x in enumerate((2.97, 3.58, 4.19)):
        washer(f'Dryer {i}', x, depth, z=0, dryer=True)
    floor_box('Dryer stack', 2.66, depth - 0.65, 0.85, width, depth, 0.87, paint('Appliance white', (0.88, 0.88, 0.87), 0.25, noise=0), bevel=0.005)
    for i, x in enumerate((2.97, 3.58, 4.19)):
        washer(f'Upper dryer {i}', x, depth, z=0.88, dryer=True)
    # Folding counter on the right wall with baskets.
    top = stone('Folding top', (0.85, 0.85, 0.84), (0.6, 0.6, 0.6), 0.2)
    floor_box('Folding counter', width - 0.7, 0.4, 0.88, width, 2.2, 0.92, top, bevel=0.005)
    floor_box('Folding base', width - 0.68, 0.4, 0, width, 2.2, 0.88, paint('Laundry cabinet', PALETTES['light']['accent'], 0.4, noise=0.01), bevel=0.005)
    basket = fabric('Basket', (0.75, 0.68, 0.55), scale=150)
    floor_box('Basket', width - 0.6, 0.7, 0.92, width - 0.15, 1.2, 1.15, basket, bevel=0.02)
    towel = fabric('Towel', (0.93, 0.93, 0.9), scale=700, sheen=0.8)
    for i in range(3):
        floor_box(f'Folded towel {i}', width - 0.6, 1.5, 0.92 + 0.06 * i, width - 0.2, 1.9, 0.97 + 0.06 * i, towel, bevel=0.02)
    ceiling_light('Panel', 2.2, 2.0, h, energy=70, size=0.6, color=(1, 0.96, 0.92))
    area_light('Fill', (2.2, -0.3, 1.6), 2.0, 40, rotation=(math.radians(90), 0, 0))
    camera(scene, (0.8, 0.3, 1.5), 14, lens=24, shift_y=-0.08)
    return 0.3


# ---------------------------------------------------------------- exteriors

CLADDING = {
    'sand-stucco': lambda: stucco('Sand stucco', (0.68, 0.56, 0.42)),
    'cream-stucco': lambda: stucco('Cream stucco', (0.78, 0.72, 0.6)),
    'white-stucco': lambda: stucco('White stucco', (0.82, 0.82, 0.8)),
    'terracotta-stucco': lambda: stucco('Terracotta stucco', (0.62, 0.36, 0.22)),
    'red-brick': lambda: brick('Red brick', (0.42, 0.14, 0.08)),
    'brown-brick': lambda: brick('Brown brick', (0.3, 0.18, 0.12)),
    'grey-panel': lambda: panels('Grey panels', (0.42, 0.44, 0.45)),
    'charcoal-panel': lambda: panels('Charcoal panels', (0.1, 0.11, 0.12)),
    'beige-panel': lambda: panels('Beige panels', (0.6, 0.55, 0.46)),
    'blue-panel': lambda: panels('Blue-grey panels', (0.22, 0.3, 0.36)),
}

SEASON_LEAVES = {
    'summer': [(0.07, 0.2, 0.04), (0.1, 0.24, 0.05), (0.05, 0.16, 0.04)],
    'spring': [(0.2, 0.38, 0.08), (0.5, 0.3, 0.35), (0.16, 0.32, 0.06)],
    'autumn': [(0.55, 0.18, 0.03), (0.6, 0.35, 0.04), (0.3, 0.25, 0.05)],
    'winter': [(0.03, 0.1, 0.05), (0.04, 0.12, 0.06), (0.03, 0.09, 0.04)],
}


def _tree(name, x, y, height, leaf, rng, conifer=False, trunk=None):
    trunk = trunk or wood('Bark', (0.2, 0.15, 0.1), (0.1, 0.07, 0.05), scale=3, along='Z')
    cylinder(f'{name} trunk', (x, y, height * 0.3), 0.12 * height / 8, height * 0.6, trunk, vertices=10)
    if conifer:
        for i in range(3):
            r = height * (0.28 - 0.07 * i)
            bpy_cone(f'{name} cone {i}', (x, y, height * (0.35 + 0.2 * i)), r, height * 0.45, leaf)
        return
    import bpy
    texture = bpy.data.textures.get('Leafy') or bpy.data.textures.new('Leafy', 'CLOUDS')
    texture.noise_scale = 0.35
    for i in range(9):
        r = height * (0.1 + rng.random() * 0.07)
        crown = sphere(f'{name} crown {i}', (x + (rng.random() - 0.5) * height * 0.4,
                                             y + (rng.random() - 0.5) * height * 0.4,
                                             height * (0.5 + rng.random() * 0.38)), r, leaf, scale=(1, 1, 0.85),
                       subdivisions=3)
        # A displaced crown reads as leaves against the sky rather than as a ball.
        mod = crown.modifiers.new('Leaves', 'DISPLACE')
        mod.texture = texture
        mod.strength = r * 0.6
        mod.mid_level = 0.5


def bpy_cone(name, center, radius, depth, mat):
    return cone(name, center, radius, depth, mat)


def _car(name, x, y, color, rng, yaw=0.0):
    paint_mat = paint(f'Car paint {color}', color, roughness=0.15, specular=0.7, noise=0)
    glass = glass_dark('Car glass', (0.02, 0.025, 0.03), 0.02)
    tyre = paint('Tyre', (0.02, 0.02, 0.02), 0.8, noise=0)
    length, wide = 4.6, 1.85
    body = box(f'{name} body', (x, y, 0.62), (wide, length, 0.7), paint_mat, bevel=0.18, segments=4)
    cabin = box(f'{name} cabin', (x, y + 0.15, 1.2), (wide - 0.15, length * 0.52, 0.5), glass, bevel=0.15, segments=3)
    for o in (body, cabin):
        o.rotation_euler = (0, 0, yaw)
    for i, (dx, dy) in enumerate(((-0.82, -1.45), (0.82, -1.45), (-0.82, 1.4), (0.82, 1.4))):
        cylinder(f'{name} wheel {i}', (x + dx, y + dy, 0.34), 0.34, 0.24, tyre, axis='X', vertices=24)


def exterior(scene, variant):
    """An extended-stay building: 2–4 storeys of rooms with PTAC grilles under each window, an
    entrance tower carrying the LONGSTAY sign, a porte-cochère, a parking lot with cars,
    landscaping by season, and a sky by time of day."""
    v = variant
    rng = random.Random(v['name'])
    floors = v['floors']
    length = v.get('length', 48.0)
    depth = 17.0
    fh = 3.1
    height = floors * fh + 0.6
    time = v['time']
    season = v['season']
    if time == 'day':
        sky(scene, v.get('sun', 42), v.get('sun_rotation', 200), strength=0.8, sun_strength=4.0, dust=0.2, ozone=2.0)
        exposure = -0.9
    elif time == 'golden':
        sky(scene, 9, v.get('sun_rotation', 240), strength=1.0, sun_strength=3.5, sun_color=(1, 0.78, 0.55), dust=0.5)
        exposure = -0.4
    else:  # dusk
        sky(scene, -1.5, v.get('sun_rotation', 250), strength=2.0, sun_strength=0, air=1.2)
        exposure = 0.4
    clad = CLADDING[v['cladding']]()
    base_mat = CLADDING[v.get('base', 'brown-brick')]()
    trim = paint('Trim', v.get('trim', (0.85, 0.85, 0.83)), 0.5, noise=0.02)
    # Ground: lawn, parking lot, sidewalk along the building.
    lawn_colour = {'summer': (0.07, 0.16, 0.04), 'spring': (0.1, 0.2, 0.05), 'autumn': (0.16, 0.17, 0.06),
                   'winter': (0.8, 0.82, 0.85)}[season]
    lawn = ground('Lawn', lawn_colour, roughness=0.9, scale=1.0, variation=0.25, bump=0.4)
    if v.get('desert'):
        lawn = ground('Gravel', (0.45, 0.36, 0.26), roughness=0.9, scale=3.0, variation=0.2, bump=0.6)
    floor_box('Ground', -3000, -3000, -0.1, 3000, 3000, 0, lawn, bevel=0)
    asphalt = ground('Asphalt', (0.035, 0.035, 0.038), roughness=0.9, scale=4.0, variation=0.25, bump=0.3)
    asphalt.node_tree.nodes.get('Principled BSDF').inputs['Specular'].default_value = 0.2
    floor_box('Parking lot', -length / 2 - 12, -32, 0, length / 2 + 12, -6, 0.02, asphalt, bevel=0)
    concrete = ground('Concrete', (0.5, 0.49, 0.46), roughness=0.7, scale=1.5, variation=0.1, bump=0.1)
    floor_box('Sidewalk', -length / 2 - 4, -6, 0, length / 2 + 4, -0.0, 0.15, concrete, bevel=0.02)
    white_line = paint('Line paint', (0.8, 0.8, 0.78), 0.6, noise=0.1)
    for i in range(int((length + 20) / 2.8)):
        x = -length / 2 - 10 + i * 2.8
        floor_box(f'Line {i}', x, -11.5, 0.02, x + 0.1, -6.5, 0.025, white_line, bevel=0)
        floor_box(f'Line far {i}', x, -31.5, 0.02, x + 0.1, -26.5, 0.025, white_line, bevel=0)
    if season == 'winter':
        snow = ground('Snow', (0.85, 0.87, 0.9), roughness=0.6, scale=1.0, variation=0.05, bump=0.2)
        for i, (x0, x1) in enumerate(((-length / 2 - 12, -length / 2 - 11), (length / 2 + 11, length / 2 + 12))):
            floor_box(f'Snowbank {i}', x0, -32, 0, x1, -6, 0.35, snow, bevel=0.2, segments=3)
    # The building: ground floor in the base material, floors above in the cladding.
    x0, x1 = -length / 2, length / 2
    floor_box('Ground floor', x0, 0, 0, x1, depth, fh + 0.3, base_mat, bevel=0.03)
    floor_box('Upper floors', x0, 0, fh + 0.3, x1, depth, height, clad, bevel=0.03)
    floor_box('Floor band', x0 - 0.05, -0.08, fh + 0.2, x1 + 0.05, depth + 0.08, fh + 0.45, trim, bevel=0.02)
    floor_box('Cornice', x0 - 0.3, -0.35, height, x1 + 0.3, depth + 0.35, height + 0.55, trim, bevel=0.04)
    roof = ground('Roof', (0.3, 0.3, 0.3) if season != 'winter' else (0.85, 0.87, 0.9), 0.9, 1.0, 0.1, 0.1)
    floor_box('Roof', x0, 0, height + 0.3, x1, depth, height + 0.5, roof, bevel=0)
    for i in range(3):
        floor_box(f'Rooftop unit {i}', -10 + 9 * i, 6, height + 0.5, -8 + 9 * i, 8.5, height + 1.7,
                  metal('Unit grey', (0.5, 0.5, 0.5), 0.5), bevel=0.03)
    # Windows: one arrayed pane, frame and PTAC grille per room.
    pitch = 3.6
    count = int((length - 12) / pitch / 2)
    if time == 'dusk':
        glass = lit_windows('Lit windows', (0.02, 0.025, 0.03), 4.0, 0.45, len(v['name']), (pitch, 1, fh))
    else:
        glass = glass_dark('Window glass', (0.02, 0.03, 0.035), 0.02)
    frame = paint('Window frame ext', v.get('frame', (0.18, 0.18, 0.18)), 0.4, noise=0)
    grille = metal('PTAC grille', (0.55, 0.55, 0.52), 0.5)
    for side in (-1, 1):
        start = 0 if side > 0 else -1
        for f in range(floors):
            z = f * fh + 1.0
            for i in range(count):
                cx = (6.0 + pitch * (i + 0.5)) * side
                floor_box(f'Frame {side} {f} {i}', cx - 0.78, -0.07, z - 0.05, cx + 0.78, 0.02, z + 1.65, frame, bevel=0.01, segments=1)
                floor_box(f'Glass {side} {f} {i}', cx - 0.7, -0.09, z + 0.03, cx + 0.7, -0.06, z + 1.57, glass, bevel=0, segments=1)
                floor_box(f'Mullion {side} {f} {i}', cx - 0.025, -0.1, z + 0.03, cx + 0.025, -0.06, z + 1.57, frame, bevel=0, segments=1)
                floor_box(f'PTAC {side} {f} {i}', cx - 0.53, -0.06, z - 0.5, cx + 0.53, 0.0, z - 0.12, grille, bevel=0.005, segments=1)
    # Entrance tower with the sign, and the porte-cochère in front of it.
    tower_w = 9.0
    tx = v.get('tower_x', 0.0)
    tower_mat = CLADDING[v.get('tower', 'charcoal-panel')]()
    floor_box('Tower', tx - tower_w / 2, -1.2, 0, tx + tower_w / 2, 3, height + 2.4, tower_mat, bevel=0.03)
    floor_box('Tower cap', tx - tower_w / 2 - 0.2, -1.45, height + 2.4, tx + tower_w / 2 + 0.2, 3.2, height + 2.8, trim, bevel=0.03)
    sign_mat = emissive('Sign', BRAND_SIGN, 6.0 if time != 'day' else 0.6)
    sign_z = height + 0.9
    # The letters stand on a brand-coloured board, so they read on any cladding.
    floor_box('Sign board', tx - 4.1, -1.26, sign_z - 0.95, tx + 4.1, -1.2, sign_z + 0.95,
              paint('Brand teal', BRAND_TEAL, 0.5, noise=0), bevel=0.02)
    text('Sign', 'LONGSTAY', (tx, -1.3, sign_z), 1.05, sign_mat, extrude=0.06)
    if time != 'day':
        area_light('Sign wash', (tx, -3.0, sign_z + 1.6), 6.0, 150, rotation=(math.radians(30), 0, 0),
                   color=(1, 0.95, 0.85), size_y=0.3)
    entry_glass = emissive('Lobby glow', (1, 0.78, 0.5), 3.0) if time != 'day' else glass_dark('Entry glass', (0.03, 0.035, 0.04), 0.02)
    floor_box('Entry glass', tx - 3.2, -1.25, 0.15, tx + 3.2, -1.2, 3.0, entry_glass, bevel=0)
    for i in range(5):
        mx = tx - 3.2 + i * 1.6
        floor_box(f'Entry mullion {i}', mx - 0.04, -1.3, 0.15, mx + 0.04, -1.2, 3.0, frame, bevel=0)
    for f in range(1, floors):
        floor_box(f'Tower window {f}', tx - 2.5, -1.25, f * fh + 0.9, tx + 2.5, -1.2, f * fh + 2.6, glass, bevel=0)
    canopy = trim if v.get('canopy_trim', True) else tower_mat
    floor_box('Canopy', tx - 5.0, -8.5, 3.8, tx + 5.0, -1.2, 4.4, canopy, bevel=0.04)
    floor_box('Canopy fascia', tx - 5.05, -8.55, 4.1, tx + 5.05, -8.45, 4.4, paint('Brand teal', BRAND_TEAL, 0.5, noise=0),
              bevel=0.01)
    for i, (cx, cy) in enumerate(((tx - 4.6, -8.1), (tx + 4.6, -8.1))):
        floor_box(f'Column {i}', cx - 0.3, cy - 0.3, 0, cx + 0.3, cy + 0.3, 3.8, base_mat, bevel=0.02)
    if time != 'day':
        for i, cx in enumerate((tx - 2.5, tx + 2.5)):
            area_light(f'Canopy light {i}', (cx, -5.0, 3.75), 1.5, 300, rotation=(0, 0, 0), color=(1, 0.8, 0.55))
    # Monument sign at the lot's edge.
    mx = x0 - 5
    floor_box('Monument', mx - 2, -9.5, 0, mx + 2, -8.8, 1.6, base_mat, bevel=0.03)
    floor_box('Monument panel', mx - 1.8, -9.55, 0.45, mx + 1.8, -9.5, 1.45, paint('Brand teal', BRAND_TEAL, 0.5, noise=0),
              bevel=0.005)
    text('Monument sign', 'LONGSTAY', (mx, -9.58, 0.95), 0.45, sign_mat, extrude=0.01)
    # Landscaping: trees along the lot and shrubs along the building.
    leaves = [foliage(f'Leaves {season} {i}', c) for i, c in enumerate(SEASON_LEAVES[season])]
    conifer = season == 'winter'
    # Trees frame the building at its ends and stand behind it; none between it and the camera.
    for i, (x, y) in enumerate(((x0 - 9, -14), (x1 + 9, -12), (x0 - 14, -26), (x1 + 14, -24), (-length * 0.2, 26),
                                (length * 0.25, 24), (x0 - 3, 20), (x1 + 2, 22))):
        _tree(f'Tree {i}', x + rng.random() * 2, y + rng.random() * 2, (6 if conifer else 8) + rng.random() * 4,
              rng.choice(leaves), rng, conifer=conifer)
    for i, x in enumerate((x0 - 6, x1 + 6)):
        _tree(f'Side tree {i}', x, 4 + rng.random() * 4, 9 + rng.random() * 2, rng.choice(leaves), rng, conifer=conifer)
    shrub_mat = foliage(f'Shrub {season}', SEASON_LEAVES['summer' if season == 'winter' else season][0] if season != 'autumn' else (0.08, 0.16, 0.04))
    bed_mat = ground('Mulch', (0.16, 0.09, 0.05), 0.95, 3.0, 0.3, 0.5)
    if season == 'winter':
        bed_mat = ground('Snow', (0.85, 0.87, 0.9), roughness=0.6, scale=1.0, variation=0.05, bump=0.2)
    for side in (-1, 1):
        floor_box(f'Planting bed {side}', (6.5 if side > 0 else -length / 2 + 0.5) if side > 0 else -length / 2 + 0.5,
                  -2.2, 0.15, length / 2 - 0.5 if side > 0 else -6.5, -0.4, 0.25, bed_mat, bevel=0.02)
    for i in range(int(length / 2.2)):
        x = -length / 2 + 1.2 + i * 2.2
        if abs(x - tx) < 6:
            continue
        sphere(f'Shrub {i}', (x, -1.3, 0.45), 0.55 + rng.random() * 0.2, shrub_mat, scale=(1.3, 1, 0.8), subdivisions=2)
    # A planted island across the lot, between the camera and the building's parking row.
    curb = ground('Curb', (0.55, 0.54, 0.5), roughness=0.7, scale=1.5, variation=0.1, bump=0.1)
    island_mat = lawn if season != 'winter' else ground('Snow', (0.85, 0.87, 0.9), 0.6, 1.0, 0.05, 0.2)
    floor_box('Island curb', -length / 2 - 6, -20.2, 0, length / 2 + 6, -16.8, 0.15, curb, bevel=0.03)
    floor_box('Island', -length / 2 - 5.85, -20.05, 0.15, length / 2 + 5.85, -16.95, 0.2, island_mat, bevel=0)
    for i in range(int((length + 10) / 3.2)):
        x = -length / 2 - 4 + i * 3.2
        if i % 2:
            continue
        sphere(f'Island shrub {i}', (x + rng.random(), -18.5 + rng.random() - 0.5, 0.35), 0.3 + rng.random() * 0.15,
               shrub_mat, scale=(1.4, 1, 0.7), subdivisions=2)
    for i in range(3):
        _tree(f'Island tree {i}', -length / 2 + 6 + i * length * 0.4, -18.5, 6 + rng.random() * 2, rng.choice(leaves),
              rng, conifer=conifer)
    # Light poles and cars.
    pole = metal('Pole', (0.12, 0.12, 0.12), 0.4, brushed=False)
    for i, x in enumerate((-length / 2 - 4, 0, length / 2 + 4)):
        cylinder(f'Pole {i}', (x + 6, -18.5, 4.5), 0.08, 9, pole, vertices=12)
        head_mat = emissive('Pole lamp', (1, 0.85, 0.65), 20) if time == 'dusk' else pole
        floor_box(f'Pole head {i}', x + 5.5, -19.3, 8.8, x + 6.5, -18.7, 9.0, head_mat, bevel=0.02)
        if time == 'dusk':
            area_light(f'Pole light {i}', (x + 6, -19, 8.75), 0.8, 600, color=(1, 0.8, 0.55))
    colours = [(0.6, 0.6, 0.62), (0.05, 0.05, 0.06), (0.9, 0.9, 0.9), (0.35, 0.04, 0.03), (0.08, 0.14, 0.25),
               (0.3, 0.32, 0.33)]
    for i in range(v.get('cars', 9)):
        slot = rng.randrange(int((length + 16) / 2.8))
        x = -length / 2 - 8 + slot * 2.8 + 1.4
        near = rng.random() < 0.5
        _car(f'Car {i}', x, -9.0 if not near else -14.0, rng.choice(colours), rng)
    # The photographer stands across the lot, a little to one side, camera level.
    cx, cy = v.get('camera', (-length * 0.33, -25.0))
    target = v.get('target', (length * 0.1, 5))
    yaw = math.degrees(math.atan2(target[0] - cx, target[1] - cy))
    camera(scene, (cx, cy, 1.7), yaw, lens=v.get('lens', 24), shift_y=v.get('shift', 0.12))
    return exposure + v.get('exposure', 0.0)


def _lounger(name, x, y, frame_mat, cushion_mat, towel_mat=None, back_angle=38):
    """A pool lounger seen from its side: a teak frame on four legs, a slatted bed and a raised
    slatted back, a cushion on the bed and, if given, a towel folded over its foot. The head is
    towards +y."""
    length, width, bed_z = 1.95, 0.68, 0.36
    y0 = y - length / 2
    hinge = y0 + 1.3
    for side in (-1, 1):
        sx = x + side * (width / 2 - 0.03)
        floor_box(f'{name} rail {side}', sx - 0.03, y0, bed_z - 0.08, sx + 0.03, hinge + 0.05, bed_z, frame_mat,
                  bevel=0.008)
        for j, ly in enumerate((y0 + 0.08, hinge - 0.05)):
            floor_box(f'{name} leg {side} {j}', sx - 0.03, ly - 0.03, 0.1, sx + 0.03, ly + 0.03, bed_z - 0.06,
                      frame_mat, bevel=0.006)
    # The bed's slats, with gaps between them that show the deck below.
    for j in range(11):
        sy = y0 + 0.06 + j * 0.115
        floor_box(f'{name} slat {j}', x - width / 2 + 0.02, sy, bed_z - 0.025, x + width / 2 - 0.02, sy + 0.08,
                  bed_z, frame_mat, bevel=0.004, segments=1)
    # The back: slats along an incline from the hinge, on two side rails.
    a = math.radians(back_angle)
    back_len = 0.75
    for side in (-1, 1):
        sx = x + side * (width / 2 - 0.03)
        t = back_len / 2
        rail = box(f'{name} back rail {side}', (sx, hinge + t * math.cos(a), bed_z + t * math.sin(a)),
                   (0.06, back_len, 0.05), frame_mat, bevel=0.008)
        rail.rotation_euler = (a, 0, 0)
    strut = box(f'{name} back strut', (x, hinge + 0.32, bed_z - 0.02 + 0.16), (width - 0.1, 0.04, 0.34), frame_mat,
                bevel=0.006)
    strut.rotation_euler = (math.radians(-20), 0, 0)
    for j in range(6):
        t = 0.08 + j * 0.115
        slat = box(f'{name} back slat {j}', (x, hinge + t * math.cos(a) - 0.02 * math.sin(a),
                                            bed_z + t * math.sin(a) + 0.02 * math.cos(a)),
                   (width - 0.04, 0.08, 0.025), frame_mat, bevel=0.004, segments=1)
        slat.rotation_euler = (a, 0, 0)
    if cushion_mat is not None:
        floor_box(f'{name} cushion', x - width / 2 + 0.03, y0 + 0.04, bed_z, x + width / 2 - 0.03, hinge, bed_z + 0.07,
                  cushion_mat, bevel=0.03, segments=3)
        t = back_len / 2 - 0.02
        back = box(f'{name} back cushion', (x, hinge + t * math.cos(a) - 0.07 * math.sin(a),
                                            bed_z + t * math.sin(a) + 0.07 * math.cos(a)),
                   (width - 0.06, back_len - 0.06, 0.07), cushion_mat, bevel=0.03, segments=3)
        back.rotation_euler = (a, 0, 0)
    if towel_mat is not None:
        # Folded over the foot of the bed: on the cushion and hanging down its end.
        top = bed_z + (0.07 if cushion_mat is not None else 0)
        floor_box(f'{name} towel', x - 0.26, y0 + 0.02, top, x + 0.26, y0 + 0.42, top + 0.025, towel_mat, bevel=0.01)
        floor_box(f'{name} towel end', x - 0.26, y0 - 0.005, top - 0.2, x + 0.26, y0 + 0.02, top + 0.02, towel_mat,
                  bevel=0.01)


def _umbrella(name, x, y, canopy_mat, pole_mat, radius=1.3, height=2.4):
    """A market umbrella: a pole on a weighted base, an eight-sided canopy with a valance, a finial."""
    cylinder(f'{name} base', (x, y, 0.14), 0.28, 0.08, pole_mat, bevel=0.01)
    cylinder(f'{name} pole', (x, y, 0.1 + height / 2), 0.022, height, pole_mat)
    cone(f'{name} canopy', (x, y, height + 0.12), radius, 0.55, canopy_mat, vertices=8)
    cylinder(f'{name} valance', (x, y, height - 0.2), radius * 0.93, 0.12, canopy_mat, vertices=8)
    sphere(f'{name} finial', (x, y, height + 0.42), 0.05, pole_mat)


def pool(scene):
    """The outdoor pool: a paved deck with slatted loungers, towels and umbrellas, planting, the
    building behind it."""
    sky(scene, 50, 210, strength=0.9, sun_strength=4.0)
    lawn = ground('Lawn', (0.07, 0.16, 0.04), roughness=0.9, scale=1.0, variation=0.25, bump=0.4)
    floor_box('Ground', -100, -100, -0.1, 100, 100, 0, lawn, bevel=0)
    # Pavers in two shades with dark joints a guest can see from across the deck (thin joints in a pale grout
    # left the deck reading as one blank slab).
    # The joints are wide enough (about 4 cm) to outlast the clean-up's median filter at this
    # distance; 1-2 cm joints were wiped out.
    deck = tiles('Pool deck', (0.55, 0.48, 0.38), (0.12, 0.11, 0.1), size=0.6, roughness=0.7, ratio=1.5)
    joints = deck.node_tree.nodes.get('Brick Texture')
    joints.inputs['Mortar Size'].default_value = 0.065
    joints.offset = 0.5
    # Every other paver a shade darker, as real concrete pavers vary.
    joints.inputs['Color2'].default_value = (0.38, 0.33, 0.26, 1)
    joints.inputs['Bias'].default_value = 0.0
    floor_box('Deck', -12, -10, 0, 12, 8, 0.1, deck, bevel=0)
    # Water: a glossy surface with a wave bump (no refraction, so no caustic noise); its colour
    # goes from a pale aqua at the shallow end to a deeper blue, as a tiled pool shows through
    # clear water, and the waves catch the sky and the sun.
    import bpy
    water = bpy.data.materials.new('Water')
    water.use_nodes = True
    nodes = water.node_tree.nodes
    links = water.node_tree.links
    bsdf = nodes.get('Principled BSDF')
    coords = nodes.new('ShaderNodeTexCoord')
    gradient = nodes.new('ShaderNodeSeparateXYZ')
    links.new(coords.outputs['Generated'], gradient.inputs['Vector'])
    ramp = nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.elements[0].color = (0.06, 0.45, 0.55, 1)
    ramp.color_ramp.elements[1].color = (0.015, 0.2, 0.36, 1)
    links.new(gradient.outputs['X'], ramp.inputs['Fac'])
    ripples = nodes.new('ShaderNodeTexVoronoi')
    ripples.inputs['Scale'].default_value = 2.5
    mix = nodes.new('ShaderNodeMixRGB')
    mix.blend_type = 'LIGHTEN'
    links.new(ramp.outputs['Color'], mix.inputs['Color1'])
    mix.inputs['Color2'].default_value = (0.2, 0.6, 0.68, 1)
    # Light ripples from the Voronoi cells, a third of the way to a pale aqua at most.
    scaled = nodes.new('ShaderNodeMath')
    scaled.operation = 'MULTIPLY'
    scaled.inputs[1].default_value = 0.35
    links.new(ripples.outputs['Distance'], scaled.inputs[0])
    links.new(scaled.outputs['Value'], mix.inputs['Fac'])
    links.new(mix.outputs['Color'], bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = 0.02
    bsdf.inputs['Specular'].default_value = 0.7
    bsdf.inputs['Clearcoat'].default_value = 0.5
    wave = nodes.new('ShaderNodeTexNoise')
    wave.inputs['Scale'].default_value = 2.2
    wave.inputs['Detail'].default_value = 4
    bump = nodes.new('ShaderNodeBump')
    bump.inputs['Strength'].default_value = 0.3
    links.new(wave.outputs['Fac'], bump.inputs['Height'])
    links.new(bump.outputs['Normal'], bsdf.inputs['Normal'])
    # The coping rings the water (a slab over it would hide the pool), and the water stands just
    # below its edge; a band of dark tile at the waterline.
    coping = stone('Coping', (0.85, 0.83, 0.78), (0.7, 0.68, 0.62), 0.5)
    for i, (x0, y0, x1, y1) in enumerate(((-7.3, -4.8, 7.3, -4.5), (-7.3, 2.0, 7.3, 2.3), (-7.3, -4.5, -7.0, 2.0),
                                          (7.0, -4.5, 7.3, 2.0))):
        floor_box(f'Coping {i}', x0, y0, 0.1, x1, y1, 0.15, coping, bevel=0.01)
    floor_box('Water', -7, -4.5, 0.05, 7, 2.0, 0.12, water, bevel=0)
    band = tiles('Waterline tile', (0.05, 0.2, 0.3), (0.6, 0.6, 0.6), size=0.1)
    floor_box('Waterline far', -7, 1.98, 0.12, 7, 2.0, 0.15, band, bevel=0)
    floor_box('Waterline right', 6.98, -4.5, 0.12, 7.0, 2.0, 0.15, band, bevel=0)
    # Pool ladder at the far side.
    chrome = metal('Ladder steel', (0.85, 0.85, 0.85), 0.15)
    for dx in (-0.25, 0.25):
        torus(f'Ladder rail {dx}', (3.0 + dx, 2.1, 0.15), 0.32, 0.022, chrome, rotation=(0, math.pi / 2, 0))
    # Building behind the pool.
    clad = stucco('Cream stucco', (0.78, 0.72, 0.6))
    floor_box('Building', -30, 9, 0, 30, 25, 10, clad, bevel=0.03)
    glass = glass_dark('Window glass', (0.02, 0.03, 0.035), 0.02)
    frame = paint('Window frame ext', (0.18, 0.18, 0.18), 0.4, noise=0)
    for f in range(3):
        for i in range(12):
            cx = -22 + i * 3.6
            z = f * 3.1 + 1.0
            floor_box(f'Frame {f} {i}', cx - 0.78, 8.93, z - 0.05, cx + 0.78, 9.0, z + 1.65, frame, bevel=0.01, segments=1)
            floor_box(f'Glass {f} {i}', cx - 0.7, 8.91, z + 0.03, cx + 0.7, 8.94, z + 1.57, glass, bevel=0, segments=1)
    # Planting: a bed of clipped shrubs along the building, grasses in tall planters on the deck.
    rng = random.Random(11)
    leaves = foliage('Leaves summer', (0.07, 0.2, 0.04))
    shrub = foliage('Shrub', (0.05, 0.17, 0.05), variation=0.4)
    bed_edge = paint('Planter', (0.3, 0.29, 0.27), 0.7, noise=0.05)
    floor_box('Planting bed', -12, 7.2, 0.1, 12, 8.0, 0.45, bed_edge, bevel=0.02)
    floor_box('Planting soil', -11.9, 7.3, 0.1, 11.9, 7.9, 0.47, ground('Mulch', (0.12, 0.08, 0.05)), bevel=0)
    for i in range(22):
        x = -11 + i * 1.05 + rng.uniform(-0.2, 0.2)
        r = rng.uniform(0.38, 0.55)
        sphere(f'Shrub {i}', (x, 7.6, 0.5 + r * 0.6), r, shrub, scale=(1.2, 1, 0.9), subdivisions=2)
    grass = foliage('Grasses', (0.16, 0.24, 0.06), variation=0.4)
    pot = paint('Planter pot', (0.2, 0.2, 0.2), 0.5, noise=0.03)
    for i, (x, y) in enumerate(((-8.4, 3.0), (9.0, 3.4), (-3.1, 3.3), (-9.0, -1.0))):
        plant(f'Planter {i}', x, y, 0.1, 1.1, pot, grass, rng)
    # Fence, loungers and umbrellas.
    fence = metal('Fence', (0.05, 0.05, 0.05), 0.4, brushed=False)
    for i in range(49):
        x = -12 + i * 0.5
        floor_box(f'Picket {i}', x, -10, 0.1, x + 0.025, -9.975, 1.3, fence, bevel=0, segments=1)
    floor_box('Fence rail', -12, -10.01, 1.2, 12, -9.97, 1.24, fence, bevel=0)
    teak = wood('Teak', (0.42, 0.27, 0.15), (0.3, 0.18, 0.09), scale=6, roughness=0.55, along='Y')
    cushion = fabric('Lounger cushion', (0.88, 0.87, 0.83), scale=300)
    towels = [fabric('Towel teal', (0.03, 0.3, 0.34), scale=500), fabric('Towel white', (0.9, 0.9, 0.88), scale=500)]
    for i in range(6):
        x = -6.6 + i * 2.3 + (0.35 if i % 2 else 0)
        _lounger(f'Lounger {i}', x, 4.1, teak, cushion, towels[i % 2] if i in (0, 1, 3, 4) else None)
    canvas = fabric('Umbrella canvas', (0.86, 0.84, 0.78), scale=200)
    pole = metal('Umbrella pole', (0.25, 0.25, 0.25), 0.4, brushed=False)
    for i, x in enumerate((-5.4, -0.6, 4.2)):
        _umbrella(f'Umbrella {i}', x + 0.15, 4.9, canvas if i != 1 else fabric('Umbrella teal', BRAND_TEAL, scale=200),
                  pole)
    # A side table with a drink between two loungers.
    for i, x in enumerate((-5.45, -0.65)):
        cylinder(f'Side table {i}', (x, 3.5, 0.25), 0.2, 0.04, teak)
        cylinder(f'Side table leg {i}', (x, 3.5, 0.13), 0.04, 0.23, teak)
    for i, x in enumerate((-14, 14, -18, 17)):
        _tree(f'Tree {i}', x, 4 + i, 8, leaves, rng)
    # The photographer stands on the deck at the pool's near corner, looking along the water.
    camera(scene, (-7.6, -5.4, 1.6), 42, lens=24, shift_y=-0.02)
    # Darker than the other exteriors: the pale coping and stucco in full sun washed out at -0.6.
    return -1.7


# Exterior variants: building shape, cladding, sign place, time of day and season. Each city's
# hotels take distinct variants (the media host assigns them), so there must be at least as many
# as the biggest city has hotels.
EXTERIORS = [
    {'name': 'ext-01', 'floors': 3, 'cladding': 'sand-stucco', 'base': 'brown-brick', 'time': 'day', 'season': 'summer'},
    {'name': 'ext-02', 'floors': 4, 'cladding': 'red-brick', 'base': 'red-brick', 'tower': 'beige-panel',
     'time': 'golden', 'season': 'autumn', 'tower_x': -8.0},
    {'name': 'ext-03', 'floors': 3, 'cladding': 'grey-panel', 'base': 'charcoal-panel', 'tower': 'charcoal-panel',
     'time': 'dusk', 'season': 'summer'},
    {'name': 'ext-04', 'floors': 2, 'cladding': 'white-stucco', 'base': 'red-brick', 'tower': 'blue-panel',
     'time': 'day', 'season': 'spring', 'length': 54.0, 'sun_rotation': 160},
    {'name': 'ext-05', 'floors': 4, 'cladding': 'beige-panel', 'base': 'brown-brick', 'tower': 'charcoal-panel',
     'time': 'day', 'season': 'winter', 'sun': 25, 'exposure': -0.2},
    {'name': 'ext-06', 'floors': 3, 'cladding': 'brown-brick', 'base': 'brown-brick', 'tower': 'cream-stucco',
     'time': 'dusk', 'season': 'autumn', 'tower_x': 8.0},
    {'name': 'ext-07', 'floors': 4, 'cladding': 'blue-panel', 'base': 'grey-panel', 'tower': 'white-stucco',
     'time': 'day', 'season': 'summer', 'tower_x': -12.0, 'sun_rotation': 230,
     # Taken from further right and aimed left of the default: at the default its tower and sign
     # stood at the frame's edge, and the hotel page's lead picture (cropped to its tile) cut the
     # sign off; from the default place the new aim brought an island tree into the corner. More sky
     # above the sign: a phone's result card crops the picture to a band across its middle.
     'camera': (-12.0, -25.0), 'target': (-4.0, 5), 'shift': 0.2, 'trees_in_view': False},
    {'name': 'ext-08', 'floors': 3, 'cladding': 'cream-stucco', 'base': 'terracotta-stucco', 'tower': 'terracotta-stucco',
     'time': 'golden', 'season': 'summer'},
    {'name': 'ext-09', 'floors': 2, 'cladding': 'terracotta-stucco', 'base': 'sand-stucco', 'tower': 'charcoal-panel',
     'time': 'day', 'season': 'summer', 'desert': True, 'length': 50.0},
    {'name': 'ext-10', 'floors': 4, 'cladding': 'charcoal-panel', 'base': 'grey-panel', 'tower': 'beige-panel',
     'time': 'dusk', 'season': 'winter', 'tower_x': 6.0},
]
