# Furniture and fixtures from bevelled boxes and cylinders, in a palette's materials.
import math

from blocks import (area_light, box, cylinder, emissive, fabric, floor_box, glass_clear, glass_dark, metal, mirror,
                    paint, point_light, sphere, stone, tiles, torus, wood)

QUEEN = (1.52, 2.03)
KING = (1.93, 2.03)


def bed(name, x, y, size, palette, headboard_wall_y):
    """A bed whose head stands against the wall at y = headboard_wall_y, centred on x."""
    w, length = size
    y0 = headboard_wall_y - length - 0.05
    y1 = headboard_wall_y - 0.05
    frame = fabric(f'{palette["name"]} bed base', palette['upholstery'])
    linen = fabric('White linen', (0.86, 0.86, 0.84), scale=600, sheen=0.4)
    duvet = fabric('White duvet', (0.9, 0.9, 0.88), scale=300, sheen=0.5)
    runner = fabric(f'{palette["name"]} runner', palette['accent'], scale=500)
    floor_box(f'{name} base', x - w / 2, y0, 0.08, x + w / 2, y1, 0.38, frame, bevel=0.03)
    floor_box(f'{name} mattress', x - w / 2 + 0.01, y0 + 0.01, 0.38, x + w / 2 - 0.01, y1, 0.6, linen, bevel=0.06, segments=3)
    floor_box(f'{name} duvet', x - w / 2 - 0.04, y0 - 0.03, 0.42, x + w / 2 + 0.04, y1 - 0.55, 0.66, duvet,
              bevel=0.07, segments=4)
    floor_box(f'{name} runner', x - w / 2 - 0.05, y0 + 0.15, 0.5, x + w / 2 + 0.05, y0 + 0.62, 0.675, runner,
              bevel=0.05, segments=3)
    floor_box(f'{name} fold', x - w / 2 - 0.04, y1 - 0.62, 0.5, x + w / 2 + 0.04, y1 - 0.5, 0.69, duvet,
              bevel=0.05, segments=3)
    pillows = 2 if w < 1.7 else 3
    pw = (w - 0.1) / pillows
    for i in range(pillows):
        px = x - w / 2 + 0.05 + pw * (i + 0.5)
        p = box(f'{name} pillow {i}', (px, y1 - 0.22, 0.74), (pw - 0.04, 0.42, 0.16), linen, bevel=0.07, segments=4)
        p.rotation_euler = (math.radians(-18), 0, 0)
        p.location.z = 0.76
    # Upholstered headboard against the wall.
    floor_box(f'{name} headboard', x - w / 2 - 0.12, headboard_wall_y - 0.08, 0.3, x + w / 2 + 0.12,
              headboard_wall_y - 0.01, 1.35, frame, bevel=0.03, segments=3)


def nightstand(name, x, y, palette, lamp=True):
    body = wood(f'{palette["name"]} wood', palette['wood_light'], palette['wood_dark'])
    floor_box(f'{name}', x - 0.25, y - 0.22, 0.0, x + 0.25, y + 0.2, 0.58, body, bevel=0.01)
    floor_box(f'{name} drawer line', x - 0.23, y - 0.225, 0.32, x + 0.23, y - 0.22, 0.33,
              paint('Shadow line', (0.05, 0.05, 0.05), noise=0), bevel=0)
    if lamp:
        lamp_at(f'{name} lamp', x, y, 0.58, palette)


def lamp_at(name, x, y, z, palette, height=0.45, shade=0.17):
    cylinder(f'{name} base', (x, y, z + 0.1), 0.07, 0.2, paint(f'{palette["name"]} ceramic', palette['ceramic'],
                                                                roughness=0.2, noise=0), bevel=0.01)
    cylinder(f'{name} stem', (x, y, z + height * 0.55), 0.01, height * 0.6, metal('Brass', (0.8, 0.6, 0.35), 0.3))
    cylinder(f'{name} shade', (x, y, z + height), shade, 0.24,
             emissive('Lampshade', (1.0, 0.88, 0.7), 1.5), vertices=32)
    point_light(f'{name} bulb', (x, y, z + height - 0.02), 18, radius=0.08)


def desk(name, x0, y0, width, palette, chair=True, laptop=True):
    top = wood(f'{palette["name"]} desk wood', palette['wood_light'], palette['wood_dark'], along='X')
    steel = metal('Black steel', (0.04, 0.04, 0.04), 0.4, brushed=False)
    floor_box(f'{name} top', x0, y0 - 0.6, 0.72, x0 + width, y0, 0.76, top, bevel=0.008)
    for lx in (x0 + 0.04, x0 + width - 0.07):
        floor_box(f'{name} leg {lx}', lx, y0 - 0.56, 0, lx + 0.03, y0 - 0.04, 0.72, steel, bevel=0.004)
    floor_box(f'{name} rail', x0 + 0.04, y0 - 0.1, 0.6, x0 + width - 0.04, y0 - 0.07, 0.72, steel, bevel=0.004)
    if laptop:
        alu = metal('Aluminium', (0.75, 0.76, 0.78), 0.35)
        floor_box(f'{name} laptop base', x0 + width * 0.35, y0 - 0.45, 0.76, x0 + width * 0.35 + 0.33, y0 - 0.22, 0.775,
                  alu, bevel=0.004)
        lid = box(f'{name} laptop lid', (x0 + width * 0.35 + 0.165, y0 - 0.2, 0.88), (0.33, 0.01, 0.22), alu, bevel=0.004)
        lid.rotation_euler = (math.radians(-12), 0, 0)
        screen = box(f'{name} screen', (x0 + width * 0.35 + 0.165, y0 - 0.207, 0.88), (0.30, 0.004, 0.19),
                     emissive('Screen', (0.35, 0.5, 0.65), 1.2), bevel=0)
        screen.rotation_euler = (math.radians(-12), 0, 0)
        # A notebook and a mug beside it.
        floor_box(f'{name} notebook', x0 + width * 0.72, y0 - 0.45, 0.76, x0 + width * 0.72 + 0.16, y0 - 0.22, 0.775,
                  paint('Notebook', (0.1, 0.12, 0.14), noise=0), bevel=0.003)
        cylinder(f'{name} mug', (x0 + width * 0.15, y0 - 0.3, 0.81), 0.04, 0.1,
                 paint('Mug', (0.9, 0.9, 0.88), roughness=0.2, noise=0))
    if chair:
        desk_chair(f'{name} chair', x0 + width * 0.5, y0 - 0.85, palette)


def desk_chair(name, x, y, palette, yaw=0.0):
    seat = fabric(f'{palette["name"]} chair', palette['chair'])
    steel = metal('Black steel', (0.04, 0.04, 0.04), 0.4, brushed=False)
    floor_box(f'{name} seat', x - 0.25, y - 0.24, 0.44, x + 0.25, y + 0.24, 0.52, seat, bevel=0.03, segments=3)
    back = floor_box(f'{name} back', x - 0.24, y - 0.27, 0.58, x + 0.24, y - 0.22, 0.98, seat, bevel=0.03, segments=3)
    back.rotation_euler = (math.radians(8), 0, 0)
    cylinder(f'{name} column', (x, y, 0.25), 0.025, 0.4, steel)
    for i in range(5):
        a = i * 2 * math.pi / 5
        leg = box(f'{name} foot {i}', (x + 0.16 * math.cos(a), y + 0.16 * math.sin(a), 0.05), (0.32, 0.04, 0.03),
                  steel, bevel=0.008)
        leg.rotation_euler = (0, 0, a)


def tv(name, x, y, z, width, wall='back'):
    black = glass_dark('TV glass', (0.01, 0.01, 0.012), 0.3)
    h = width * 0.5625
    if wall == 'back':
        floor_box(name, x - width / 2, y - 0.04, z, x + width / 2, y, z + h, black, bevel=0.005)
    else:
        floor_box(name, x, y - width / 2, z, x + 0.04 * (1 if wall == 'left' else -1), y + width / 2, z + h, black,
                  bevel=0.005)


def armchair(name, x, y, palette, yaw=0.0):
    cloth = fabric(f'{palette["name"]} armchair', palette['chair'])
    parts = [
        ((0, 0, 0.3), (0.8, 0.8, 0.22)),
        ((0, 0.33, 0.62), (0.8, 0.16, 0.5)),
        ((-0.36, 0, 0.5), (0.1, 0.8, 0.3)),
        ((0.36, 0, 0.5), (0.1, 0.8, 0.3)),
        ((0, -0.02, 0.46), (0.62, 0.66, 0.12)),
    ]
    c, s = math.cos(yaw), math.sin(yaw)
    for i, ((dx, dy, dz), size) in enumerate(parts):
        o = box(f'{name} {i}', (x + dx * c - dy * s, y + dx * s + dy * c, dz), size, cloth, bevel=0.04, segments=3)
        o.rotation_euler = (0, 0, yaw)
    steel = metal('Black steel', (0.04, 0.04, 0.04), 0.4, brushed=False)
    for i, (dx, dy) in enumerate(((-0.33, -0.33), (0.33, -0.33), (-0.33, 0.33), (0.33, 0.33))):
        cylinder(f'{name} leg {i}', (x + dx * c - dy * s, y + dx * s + dy * c, 0.1), 0.02, 0.2, steel)


def sofa(name, x, y, length, palette, yaw=0.0):
    cloth = fabric(f'{palette["name"]} sofa', palette['sofa'])
    c, s = math.cos(yaw), math.sin(yaw)
    parts = [
        ((0, 0, 0.27), (length, 0.9, 0.2)),
        ((0, 0.36, 0.6), (length, 0.18, 0.48)),
        ((-length / 2 + 0.08, 0, 0.5), (0.16, 0.9, 0.3)),
        ((length / 2 - 0.08, 0, 0.5), (0.16, 0.9, 0.3)),
    ]
    seats = 3 if length > 1.8 else 2
    sw = (length - 0.32) / seats
    for i in range(seats):
        parts.append(((-length / 2 + 0.16 + sw * (i + 0.5), -0.05, 0.44), (sw - 0.02, 0.72, 0.14)))
    for i, ((dx, dy, dz), size) in enumerate(parts):
        o = box(f'{name} {i}', (x + dx * c - dy * s, y + dx * s + dy * c, dz), size, cloth, bevel=0.045, segments=3)
        o.rotation_euler = (0, 0, yaw)
    accent = fabric(f'{palette["name"]} cushion', palette['accent'])
    for i, dx in enumerate((-length / 2 + 0.35, length / 2 - 0.35)):
        o = box(f'{name} cushion {i}', (x + dx * c - 0.22 * s, y + dx * s + 0.22 * c, 0.68), (0.42, 0.14, 0.4), accent,
                bevel=0.06, segments=3)
        o.rotation_euler = (math.radians(-12), 0, yaw)


def rug(name, x0, y0, x1, y1, palette):
    floor_box(name, x0, y0, 0, x1, y1, 0.012, fabric(f'{palette["name"]} rug', palette['rug'], scale=250), bevel=0.005)


def coffee_table(name, x, y, palette, w=1.0, d=0.55):
    top = wood(f'{palette["name"]} wood', palette['wood_light'], palette['wood_dark'])
    floor_box(f'{name} top', x - w / 2, y - d / 2, 0.38, x + w / 2, y + d / 2, 0.42, top, bevel=0.01)
    steel = metal('Black steel', (0.04, 0.04, 0.04), 0.4, brushed=False)
    for i, (dx, dy) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
        floor_box(f'{name} leg {i}', x + dx * (w / 2 - 0.05) - 0.015, y + dy * (d / 2 - 0.05) - 0.015, 0,
                  x + dx * (w / 2 - 0.05) + 0.015, y + dy * (d / 2 - 0.05) + 0.015, 0.38, steel, bevel=0.003)
    # A tray with a bowl of apples: the small things that make a room look lived in.
    cylinder(f'{name} bowl', (x + 0.2, y, 0.46), 0.12, 0.07, paint('Bowl', (0.92, 0.91, 0.88), 0.2, noise=0))
    for i in range(3):
        sphere(f'{name} apple {i}', (x + 0.16 + 0.05 * i, y - 0.02 + 0.03 * (i % 2), 0.5), 0.035,
               paint('Apple', (0.5, 0.05, 0.03), 0.35, noise=0))


def wardrobe(name, x0, y0, x1, y1, palette, height=2.2):
    body = wood(f'{palette["name"]} wardrobe', palette['wood_light'], palette['wood_dark'], along='Z')
    floor_box(name, x0, y0, 0, x1, y1, height, body, bevel=0.01)


def artwork(name, x, y, z, w, h, palette, wall='back'):
    frame = paint('Frame', (0.08, 0.08, 0.08), 0.4, noise=0)
    art = stone(f'{palette["name"]} art', palette['art_a'], palette['art_b'], roughness=0.7, scale=0.6)
    if wall == 'back':
        floor_box(f'{name} frame', x - w / 2, y - 0.03, z - h / 2, x + w / 2, y, z + h / 2, frame, bevel=0.004)
        floor_box(f'{name} print', x - w / 2 + 0.05, y - 0.032, z - h / 2 + 0.05, x + w / 2 - 0.05, y - 0.029,
                  z + h / 2 - 0.05, art, bevel=0)
    else:
        sign = 1 if wall == 'left' else -1
        floor_box(f'{name} frame', x, y - w / 2, z - h / 2, x + 0.03 * sign, y + w / 2, z + h / 2, frame, bevel=0.004)
        floor_box(f'{name} print', x + 0.029 * sign, y - w / 2 + 0.05, z - h / 2 + 0.05, x + 0.032 * sign,
                  y + w / 2 - 0.05, z + h / 2 - 0.05, art, bevel=0)


# ---------------------------------------------------------------- kitchen


def kitchen_run(name, x0, y_wall, length, palette, dishwasher=False, lowered=False):
    """A galley against the wall at y = y_wall, from x0 along +x: refrigerator, counter with a
    sink, a two-burner cooktop, a microwave on the counter, upper cabinets, a tile backsplash."""
    cab = paint(f'{palette["name"]} cabinets', palette['cabinet'], roughness=0.35, noise=0.01)
    top = stone(f'{palette["name"]} counter', palette['counter'], palette['counter_vein'], roughness=0.15)
    steel = metal('Stainless', (0.78, 0.78, 0.77), 0.28)
    # Satin handles: mirror-smooth ones came out speckled in the shade of the refrigerator.
    handle_mat = metal('Handle', (0.65, 0.65, 0.65), 0.4)
    black_glass = glass_dark('Cooktop glass', (0.01, 0.01, 0.01), 0.08)
    counter_h = 0.79 if lowered else 0.91
    d = 0.62
    yf = y_wall - d
    # Full-size refrigerator at the left end.
    fx0, fx1 = x0, x0 + 0.76
    floor_box(f'{name} fridge', fx0, y_wall - 0.72, 0, fx1, y_wall - 0.02, 1.78, steel, bevel=0.02, segments=3)
    floor_box(f'{name} fridge split', fx0 + 0.005, y_wall - 0.725, 1.08, fx1 - 0.005, y_wall - 0.72, 1.09,
              paint('Shadow line', (0.05, 0.05, 0.05), noise=0), bevel=0)
    for z0, z1 in ((1.2, 1.6), (0.55, 0.98)):
        floor_box(f'{name} fridge handle {z0}', fx1 - 0.09, y_wall - 0.77, z0, fx1 - 0.07, y_wall - 0.73, z1,
                  handle_mat, bevel=0.005)
    floor_box(f'{name} over-fridge cabinet', fx0, y_wall - 0.62, 1.79, fx1, y_wall, 2.3, cab, bevel=0.005)
    # Base cabinets and counter.
    bx0 = fx1 + 0.02
    bx1 = x0 + length
    floor_box(f'{name} plinth', bx0, yf + 0.06, 0, bx1, y_wall, 0.1, paint('Plinth', (0.1, 0.1, 0.1), noise=0), bevel=0)
    doors = max(2, int((bx1 - bx0) / 0.5))
    dw = (bx1 - bx0) / doors
    dish_index = 1 if dishwasher else -1
    for i in range(doors):
        dx0 = bx0 + dw * i + 0.002
        dx1 = bx0 + dw * (i + 1) - 0.002
        if i == dish_index:
            floor_box(f'{name} dishwasher', dx0, yf - 0.005, 0.1, dx1, y_wall, counter_h - 0.04, steel, bevel=0.006)
            floor_box(f'{name} dishwasher panel', dx0, yf - 0.01, counter_h - 0.14, dx1, yf, counter_h - 0.04,
                      glass_dark('Control strip', (0.02, 0.02, 0.02), 0.1), bevel=0.003)
            floor_box(f'{name} dishwasher handle', dx0 + 0.05, yf - 0.05, counter_h - 0.19, dx1 - 0.05, yf - 0.02,
                      counter_h - 0.17, handle_mat, bevel=0.005)
            continue
        if lowered and i in (1, 2):
            # A roll-under sink base: open knee space, a panel at the back.
            floor_box(f'{name} knee panel {i}', dx0, y_wall - 0.05, 0.1, dx1, y_wall, counter_h - 0.04, cab, bevel=0)
            continue
        floor_box(f'{name} door {i}', dx0, yf, 0.1, dx1, y_wall, counter_h - 0.04, cab, bevel=0.004)
        hx = dx1 - 0.06 if i % 2 == 0 else dx0 + 0.04
        floor_box(f'{name} door handle {i}', hx, yf - 0.035, counter_h - 0.3, hx + 0.015, yf - 0.005, counter_h - 0.12,
                  handle_mat, bevel=0.004)
    floor_box(f'{name} counter', bx0 - 0.01, yf - 0.03, counter_h - 0.04, bx1 + 0.01, y_wall, counter_h, top, bevel=0.006)
    # Sink with a faucet.
    sx = bx0 + dw * 1.5 if not dishwasher else bx0 + dw * 2.5
    floor_box(f'{name} sink', sx - 0.3, yf + 0.1, counter_h - 0.001, sx + 0.3, yf + 0.5, counter_h + 0.002,
              metal('Sink steel', (0.7, 0.7, 0.7), 0.2, brushed=False), bevel=0.02)
    floor_box(f'{name} sink bowl', sx - 0.26, yf + 0.14, counter_h - 0.004, sx + 0.26, yf + 0.46, counter_h + 0.004,
              paint('Sink shadow', (0.12, 0.12, 0.12), 0.3, noise=0), bevel=0.02)
    # A tall gooseneck faucet and a soap bottle: from the doorway a flush sink is a sliver, so they
    # are what tells a guest where the sink is.
    chrome = metal('Faucet chrome', (0.85, 0.85, 0.85), 0.12)
    cylinder(f'{name} faucet', (sx, y_wall - 0.08, counter_h + 0.2), 0.02, 0.4, chrome)
    cylinder(f'{name} spout', (sx, y_wall - 0.19, counter_h + 0.39), 0.018, 0.24, chrome, axis='Y')
    cylinder(f'{name} nozzle', (sx, y_wall - 0.3, counter_h + 0.35), 0.02, 0.1, chrome)
    cylinder(f'{name} soap', (sx + 0.38, y_wall - 0.12, counter_h + 0.09), 0.035, 0.18,
             paint('Soap bottle', (0.1, 0.45, 0.4), 0.2, noise=0))
    # Two-burner cooktop near the right end.
    cx = bx1 - 0.45
    floor_box(f'{name} cooktop', cx - 0.2, yf + 0.06, counter_h, cx + 0.2, yf + 0.56, counter_h + 0.008, black_glass,
              bevel=0.004)
    ring = paint('Burner ring', (0.12, 0.12, 0.12), 0.3, noise=0)
    for i, by in enumerate((yf + 0.19, yf + 0.43)):
        torus(f'{name} burner {i}', (cx, by, counter_h + 0.009), 0.09, 0.003, ring)
        torus(f'{name} burner inner {i}', (cx, by, counter_h + 0.009), 0.05, 0.002, ring)
    # Microwave on the counter.
    mx = (sx + cx) / 2 if (cx - sx) > 1.0 else bx0 + 0.35
    floor_box(f'{name} microwave', mx - 0.25, y_wall - 0.42, counter_h, mx + 0.25, y_wall - 0.04, counter_h + 0.29,
              steel, bevel=0.01)
    floor_box(f'{name} microwave door', mx - 0.23, y_wall - 0.425, counter_h + 0.03, mx + 0.1, y_wall - 0.41,
              counter_h + 0.26, glass_dark('Microwave glass', (0.01, 0.01, 0.01), 0.05), bevel=0.003)
    floor_box(f'{name} microwave keys', mx + 0.12, y_wall - 0.425, counter_h + 0.05, mx + 0.22, y_wall - 0.41,
              counter_h + 0.25, glass_dark('Control strip', (0.02, 0.02, 0.02), 0.1), bevel=0.003)
    # Backsplash and upper cabinets.
    floor_box(f'{name} backsplash', bx0, y_wall - 0.012, counter_h, bx1, y_wall, 1.45,
              tiles(f'{palette["name"]} backsplash', palette['tile'], (0.75, 0.75, 0.72), size=0.075, ratio=2.0,
                    roughness=0.15), bevel=0)
    upper = max(2, int((bx1 - bx0) / 0.6))
    uw = (bx1 - bx0) / upper
    for i in range(upper):
        ux0 = bx0 + uw * i + 0.002
        ux1 = bx0 + uw * (i + 1) - 0.002
        floor_box(f'{name} upper {i}', ux0, y_wall - 0.34, 1.5, ux1, y_wall, 2.25, cab, bevel=0.004)
        floor_box(f'{name} upper handle {i}', ux0 + 0.03 if i % 2 else ux1 - 0.045, y_wall - 0.375, 1.53,
                  (ux0 + 0.045) if i % 2 else ux1 - 0.03, y_wall - 0.345, 1.7, handle_mat, bevel=0.004)
    # Under-cabinet light across the backsplash.
    area_light(f'{name} under-cabinet', ((bx0 + bx1) / 2, y_wall - 0.2, 1.48), bx1 - bx0 - 0.1, 25,
               color=(1, 0.88, 0.72), size_y=0.05)
    # Things on the counter.
    cylinder(f'{name} kettle', (bx0 + 0.25, y_wall - 0.25, counter_h + 0.11), 0.08, 0.22, steel)
    floor_box(f'{name} cutting board', cx - 0.9, yf + 0.15, counter_h, cx - 0.55, yf + 0.4, counter_h + 0.02,
              wood('Board', (0.6, 0.42, 0.25), (0.4, 0.25, 0.12)), bevel=0.005)
    return counter_h


# ---------------------------------------------------------------- bathroom


def vanity(name, x0, y_wall, width, palette, roll_under=False):
    top = stone(f'{palette["name"]} vanity top', palette['counter'], palette['counter_vein'], roughness=0.12)
    cab = wood(f'{palette["name"]} vanity', palette['wood_light'], palette['wood_dark'])
    white = paint('Porcelain', (0.92, 0.92, 0.9), roughness=0.08, specular=0.6, noise=0)
    chrome = metal('Chrome', (0.9, 0.9, 0.9), 0.05, brushed=False)
    h = 0.86
    if roll_under:
        floor_box(f'{name} apron', x0, y_wall - 0.55, h - 0.12, x0 + width, y_wall, h - 0.04, top, bevel=0.005)
        floor_box(f'{name} pipe shroud', x0 + width / 2 - 0.12, y_wall - 0.2, 0.35, x0 + width / 2 + 0.12, y_wall,
                  h - 0.12, white, bevel=0.02)
    else:
        # Down to the floor: the dark gap under a wall-hung cabinet stays grainy at our sample counts.
        floor_box(f'{name} cabinet', x0, y_wall - 0.53, 0.0, x0 + width, y_wall, h - 0.04, cab, bevel=0.006)
    floor_box(f'{name} top', x0 - 0.01, y_wall - 0.56, h - 0.04, x0 + width + 0.01, y_wall, h, top, bevel=0.005)
    sx = x0 + width / 2
    floor_box(f'{name} basin', sx - 0.22, y_wall - 0.47, h, sx + 0.22, y_wall - 0.12, h + 0.1, white, bevel=0.04,
              segments=4)
    floor_box(f'{name} bowl', sx - 0.19, y_wall - 0.44, h + 0.05, sx + 0.19, y_wall - 0.15, h + 0.102,
              paint('Bowl shadow', (0.75, 0.75, 0.74), 0.1, noise=0), bevel=0.03, segments=3)
    cylinder(f'{name} tap', (sx, y_wall - 0.07, h + 0.17), 0.014, 0.34, chrome)
    cylinder(f'{name} spout', (sx, y_wall - 0.13, h + 0.32), 0.012, 0.14, chrome, axis='Y')
    # Mirror with a light strip above it.
    floor_box(f'{name} mirror', x0 + 0.05, y_wall - 0.02, h + 0.35, x0 + width - 0.05, y_wall, h + 1.2, mirror(),
              bevel=0.005)
    floor_box(f'{name} light bar', x0 + 0.1, y_wall - 0.08, h + 1.28, x0 + width - 0.1, y_wall, h + 1.34,
              emissive('Light bar', (1, 0.94, 0.85), 8), bevel=0.01)
    area_light(f'{name} vanity light', (sx, y_wall - 0.3, h + 1.3), width - 0.2, 40, size_y=0.1,
               color=(1, 0.9, 0.78))
    # Folded towels on the counter (rolled ones side by side left black creases between them).
    towel = fabric('Towel', (0.93, 0.93, 0.9), scale=700, sheen=0.8)
    for i in range(2):
        floor_box(f'{name} towel {i}', x0 + 0.06, y_wall - 0.45, h + 0.065 * i, x0 + 0.34, y_wall - 0.15,
                  h + 0.06 + 0.065 * i, towel, bevel=0.02)


def toilet(name, x, y_wall, grab_bars=False):
    white = paint('Porcelain', (0.92, 0.92, 0.9), roughness=0.08, specular=0.6, noise=0)
    floor_box(f'{name} tank', x - 0.2, y_wall - 0.2, 0.4, x + 0.2, y_wall - 0.02, 0.78, white, bevel=0.03, segments=3)
    floor_box(f'{name} base', x - 0.13, y_wall - 0.6, 0, x + 0.13, y_wall - 0.2, 0.38, white, bevel=0.05, segments=3)
    seat = cylinder(f'{name} seat', (x, y_wall - 0.5, 0.41), 0.19, 0.05, white)
    seat.scale = (1, 1.3, 1)
    seat_lid = floor_box(f'{name} lid', x - 0.19, y_wall - 0.26, 0.43, x + 0.19, y_wall - 0.21, 0.85, white, bevel=0.03)
    seat_lid.hide_render = True
    if grab_bars:
        chrome = metal('Grab bar', (0.85, 0.85, 0.85), 0.15)
        bar = cylinder(f'{name} rear bar', (x, y_wall - 0.05, 0.9), 0.019, 0.9, chrome, axis='X')
        bar.location.y = y_wall - 0.06


def shower(name, x0, y0, x1, y1, palette, roll_in=False):
    """A tiled shower in the corner x0..x1, y0..y1 (y1 the back wall); roll-in means no curb,
    a fold-down seat, grab bars, a hand shower on a slide bar and a curtain instead of glass."""
    wall_tile = tiles(f'{palette["name"]} shower tile', palette['bath_tile'], (0.7, 0.7, 0.68), size=0.3, ratio=2.0,
                      roughness=0.12)
    floor_tile = tiles(f'{palette["name"]} shower floor', palette['bath_floor'], (0.45, 0.45, 0.43), size=0.05,
                       roughness=0.3)
    chrome = metal('Chrome', (0.9, 0.9, 0.9), 0.05, brushed=False)
    floor_box(f'{name} back tile', x0, y1 - 0.012, 0, x1, y1, 2.3, wall_tile, bevel=0)
    floor_box(f'{name} side tile', x1 - 0.012, y0, 0, x1, y1, 2.3, wall_tile, bevel=0)
    if roll_in:
        floor_box(f'{name} floor', x0, y0, 0, x1, y1, 0.004, floor_tile, bevel=0)
        # Linear drain at the back: the floor runs in without a curb.
        floor_box(f'{name} drain', x0 + 0.1, y1 - 0.12, 0.004, x1 - 0.1, y1 - 0.06, 0.006, chrome, bevel=0)
        seat = wood('Teak', (0.55, 0.36, 0.2), (0.35, 0.2, 0.1), scale=2)
        floor_box(f'{name} seat', x1 - 0.45, (y0 + y1) / 2 - 0.35, 0.44, x1 - 0.015, (y0 + y1) / 2 + 0.35, 0.48, seat,
                  bevel=0.01)
        floor_box(f'{name} seat bracket', x1 - 0.05, (y0 + y1) / 2 - 0.3, 0.3, x1 - 0.015, (y0 + y1) / 2 + 0.3, 0.44,
                  chrome, bevel=0.005)
        bar = cylinder(f'{name} grab bar back', ((x0 + x1) / 2, y1 - 0.07, 0.88), 0.019, (x1 - x0) - 0.3, chrome,
                       axis='X')
        bar = cylinder(f'{name} grab bar side', (x1 - 0.07, (y0 + y1) / 2, 0.95), 0.019, (y1 - y0) - 0.4, chrome,
                       axis='Y')
        cylinder(f'{name} slide bar', (x0 + 0.5, y1 - 0.06, 1.3), 0.012, 0.9, chrome)
        cylinder(f'{name} hand shower', (x0 + 0.5, y1 - 0.1, 1.55), 0.035, 0.22, chrome)
        cylinder(f'{name} curtain rod', ((x0 + x1) / 2, y0, 2.05), 0.012, x1 - x0, chrome, axis='X')
        from blocks import curtain
        curtain(f'{name} curtain', x0, x0 + (x1 - x0) * 0.3, y0, 0.05, 2.02,
                fabric('Shower curtain', (0.9, 0.9, 0.88), scale=300), folds=6)
    else:
        floor_box(f'{name} curb', x0, y0, 0, x1, y0 + 0.1, 0.1, stone('Curb', (0.85, 0.85, 0.83), (0.7, 0.7, 0.68), 0.2),
                  bevel=0.01)
        floor_box(f'{name} floor', x0, y0, 0, x1, y1, 0.02, floor_tile, bevel=0)
        floor_box(f'{name} glass', x0, y0 + 0.04, 0.1, x0 + (x1 - x0) * 0.7, y0 + 0.05, 2.0,
                  glass_clear(), bevel=0.002)
        cylinder(f'{name} rain head', ((x0 + x1) / 2, y1 - 0.3, 2.1), 0.12, 0.02, chrome)
        cylinder(f'{name} arm', ((x0 + x1) / 2, y1 - 0.15, 2.12), 0.01, 0.3, chrome, axis='Y')
        cylinder(f'{name} valve', ((x0 + x1) / 2, y1 - 0.03, 1.1), 0.05, 0.05, chrome, axis='Y')
    # A niche with bottles.
    for i, c in enumerate(((0.9, 0.9, 0.88), (0.3, 0.45, 0.5), (0.85, 0.8, 0.7))):
        cylinder(f'{name} bottle {i}', (x1 - 0.1, y1 - 0.25 - 0.09 * i, 1.2), 0.03, 0.18,
                 paint(f'Bottle {i}', c, 0.2, noise=0))


def towel_bar(name, x0, x1, y, z):
    chrome = metal('Chrome', (0.9, 0.9, 0.9), 0.05, brushed=False)
    cylinder(f'{name} bar', ((x0 + x1) / 2, y - 0.06, z), 0.01, x1 - x0, chrome, axis='X')
    towel = fabric('Towel', (0.93, 0.93, 0.9), scale=700, sheen=0.8)
    floor_box(f'{name} towel', x0 + 0.05, y - 0.09, z - 0.55, x1 - 0.05, y - 0.03, z + 0.02, towel, bevel=0.02)


# ---------------------------------------------------------------- amenities


def washer(name, x, y_wall, z=0.0, dryer=False):
    white = paint('Appliance white', (0.88, 0.88, 0.87), roughness=0.25, noise=0)
    floor_box(name, x - 0.3, y_wall - 0.65, z, x + 0.3, y_wall, z + 0.85, white, bevel=0.02, segments=3)
    floor_box(f'{name} panel', x - 0.3, y_wall - 0.655, z + 0.72, x + 0.3, y_wall - 0.65, z + 0.84,
              paint('Panel grey', (0.5, 0.52, 0.55), 0.3, noise=0), bevel=0)
    chrome = metal('Chrome', (0.9, 0.9, 0.9), 0.1, brushed=False)
    torus(f'{name} door ring', (x, y_wall - 0.66, z + 0.38), 0.2, 0.025, chrome, rotation=(math.pi / 2, 0, 0))
    door = cylinder(f'{name} door', (x, y_wall - 0.655, z + 0.38), 0.19, 0.01,
                    glass_dark('Washer glass', (0.04, 0.05, 0.06), 0.05), axis='Y')
    door.location.y = y_wall - 0.655


def treadmill(name, x, y, yaw=0.0):
    black = paint('Rubber black', (0.03, 0.03, 0.03), 0.7, noise=0.1)
    grey = metal('Machine grey', (0.3, 0.31, 0.33), 0.35)
    floor_box(f'{name} deck', x - 0.4, y - 0.9, 0.0, x + 0.4, y + 0.9, 0.22, grey, bevel=0.03)
    floor_box(f'{name} belt', x - 0.3, y - 0.88, 0.22, x + 0.3, y + 0.8, 0.23, black, bevel=0.005)
    for side in (-1, 1):
        floor_box(f'{name} upright {side}', x + side * 0.38 - 0.03, y + 0.75, 0.2, x + side * 0.38 + 0.03, y + 0.85,
                  1.3, grey, bevel=0.01)
    floor_box(f'{name} console', x - 0.42, y + 0.7, 1.25, x + 0.42, y + 0.95, 1.45, grey, bevel=0.03)
    floor_box(f'{name} screen', x - 0.2, y + 0.69, 1.3, x + 0.2, y + 0.7, 1.42, emissive('Console screen', (0.3, 0.55, 0.8), 1.5),
              bevel=0)


def bike(name, x, y):
    grey = metal('Machine grey', (0.3, 0.31, 0.33), 0.35)
    black = paint('Rubber black', (0.03, 0.03, 0.03), 0.7, noise=0.1)
    floor_box(f'{name} base', x - 0.25, y - 0.55, 0, x + 0.25, y + 0.55, 0.08, grey, bevel=0.02)
    cylinder(f'{name} flywheel', (x, y + 0.3, 0.35), 0.25, 0.08, grey, axis='X')
    floor_box(f'{name} frame', x - 0.04, y - 0.3, 0.08, x + 0.04, y + 0.3, 0.6, grey, bevel=0.02)
    floor_box(f'{name} seat', x - 0.1, y - 0.35, 0.9, x + 0.1, y - 0.1, 0.96, black, bevel=0.03)
    cylinder(f'{name} seat post', (x, y - 0.22, 0.75), 0.025, 0.35, grey)
    floor_box(f'{name} bars', x - 0.25, y + 0.45, 1.05, x + 0.25, y + 0.5, 1.09, black, bevel=0.015)
    cylinder(f'{name} bar post', (x, y + 0.45, 0.8), 0.03, 0.55, grey)


def dumbbell_rack(name, x0, y_wall, length):
    grey = metal('Machine grey', (0.3, 0.31, 0.33), 0.35)
    black = paint('Rubber black', (0.03, 0.03, 0.03), 0.7, noise=0.1)
    chrome = metal('Chrome', (0.9, 0.9, 0.9), 0.1, brushed=False)
    floor_box(f'{name} frame', x0, y_wall - 0.5, 0, x0 + length, y_wall - 0.1, 0.7, grey, bevel=0.02)
    n = int(length / 0.25)
    for i in range(n):
        cx = x0 + 0.14 + i * (length - 0.28) / max(1, n - 1)
        r = 0.05 + 0.004 * i
        for dy in (-0.38, -0.22):
            cylinder(f'{name} weight {i} {dy}', (cx, y_wall + dy - 0.02, 0.78), r, 0.06, black, axis='X').location.y = y_wall + dy
        cylinder(f'{name} handle {i}', (cx, y_wall - 0.3, 0.78), 0.015, 0.2, chrome, axis='Y')


def dog_bed(name, x, y, palette):
    cloth = fabric(f'{palette["name"]} dog bed', palette['sofa'], scale=300)
    cushion = fabric('Dog cushion', (0.85, 0.82, 0.76), scale=500, sheen=0.8)
    ring = torus(f'{name} rim', (x, y, 0.1), 0.36, 0.1, cloth)
    ring.scale = (1, 0.8, 1)
    base = cylinder(f'{name} cushion', (x, y, 0.06), 0.36, 0.1, cushion, bevel=0.03)
    base.scale = (1, 0.8, 1)


def pet_bowls(name, x, y):
    mat = fabric('Bowl mat', (0.15, 0.15, 0.15), scale=200)
    floor_box(f'{name} mat', x - 0.3, y - 0.18, 0, x + 0.3, y + 0.18, 0.008, mat, bevel=0.004)
    steel = metal('Bowl steel', (0.85, 0.85, 0.85), 0.15, brushed=False)
    for i, dx in enumerate((-0.13, 0.13)):
        cylinder(f'{name} bowl {i}', (x + dx, y, 0.04), 0.1, 0.07, steel, bevel=0.01)
        cylinder(f'{name} inside {i}', (x + dx, y, 0.072), 0.085, 0.004,
                 paint('Water' if i else 'Kibble', (0.3, 0.4, 0.45) if i else (0.35, 0.2, 0.1), 0.1 if i else 0.8,
                       noise=0))
