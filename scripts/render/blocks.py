# Shared building blocks for the Longstay scenes: render settings, sky and sun, principled
# materials with procedural texture, bevelled boxes, a room shell with a window, and a
# photographer's camera (level, so verticals stay straight; framing by lens shift).
import math

import bpy

# Brand colours (linear-ish sRGB triples; Blender converts nothing here, so keep them modest).
BRAND_TEAL = (0.02, 0.16, 0.18)
BRAND_SIGN = (0.95, 0.93, 0.86)


def reset():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    scene.unit_settings.system = 'METRIC'
    return scene


def setup_render(scene, width, height, samples, exposure=0.0, look='Medium High Contrast'):
    scene.render.engine = 'CYCLES'
    cycles = scene.cycles
    cycles.device = 'CPU'
    cycles.samples = samples
    cycles.use_adaptive_sampling = True
    cycles.adaptive_threshold = 0.03
    cycles.adaptive_min_samples = max(8, samples // 4)
    # This Debian build has no OpenImageDenoise: low light-path depth and clamping keep the
    # fireflies out, and finish.py smooths what noise is left before the JPEG is written.
    cycles.use_denoising = False
    cycles.max_bounces = 3
    cycles.diffuse_bounces = 1
    cycles.glossy_bounces = 1
    cycles.transmission_bounces = 4
    cycles.transparent_max_bounces = 4
    cycles.volume_bounces = 0
    cycles.caustics_reflective = False
    cycles.caustics_refractive = False
    cycles.blur_glossy = 1.0
    cycles.sample_clamp_direct = 8.0
    cycles.sample_clamp_indirect = 2.0
    cycles.filter_width = 1.5
    # Past the first bounce, indirect light is approximated by ambient occlusion: far less noise
    # per sample on a CPU, and a room still gets its soft bounce light.
    cycles.use_fast_gi = True
    cycles.fast_gi_method = 'ADD'
    cycles.ao_bounces_render = 1
    scene.world.light_settings.distance = 3.0
    scene.world.light_settings.ao_factor = 0.4
    scene.render.resolution_x = width
    scene.render.resolution_y = height
    scene.render.resolution_percentage = 100
    scene.render.threads_mode = 'FIXED'
    scene.render.threads = 2
    scene.view_settings.view_transform = 'Filmic'
    scene.view_settings.look = look
    scene.view_settings.exposure = exposure
    scene.render.image_settings.file_format = 'PNG'
    scene.render.image_settings.color_depth = '16'
    scene.render.film_transparent = False


def sky(scene, sun_elevation, sun_rotation, strength=1.0, sun_strength=3.0, sun_color=(1, 0.95, 0.88),
        air=1.0, dust=1.0, ozone=1.0, sun_angle=1.5):
    """A Nishita sky lit by a sun lamp pointing the same way as the sky's own sun."""
    world = bpy.data.worlds.new('Sky')
    scene.world = world
    world.use_nodes = True
    nodes = world.node_tree.nodes
    links = world.node_tree.links
    nodes.clear()
    out = nodes.new('ShaderNodeOutputWorld')
    bg = nodes.new('ShaderNodeBackground')
    tex = nodes.new('ShaderNodeTexSky')
    tex.sky_type = 'NISHITA'
    tex.sun_disc = False
    tex.sun_elevation = math.radians(sun_elevation)
    tex.sun_rotation = math.radians(sun_rotation)
    tex.air_density = air
    tex.dust_density = dust
    tex.ozone_density = ozone
    bg.inputs['Strength'].default_value = strength
    links.new(tex.outputs['Color'], bg.inputs['Color'])
    links.new(bg.outputs['Background'], out.inputs['Surface'])
    # A smaller importance map: the sky is smooth, and the full-size one takes long to build.
    world.cycles.sample_map_resolution = 256
    if sun_strength > 0:
        data = bpy.data.lights.new('Sun', 'SUN')
        data.energy = sun_strength
        data.color = sun_color
        data.angle = math.radians(sun_angle)
        sun = bpy.data.objects.new('Sun', data)
        scene.collection.objects.link(sun)
        # The sky's sun rotation is measured from +Y towards -X... Blender's sun lamp shines
        # along its local -Z: tilt it down from the zenith and turn it about Z the same amount.
        sun.rotation_euler = (math.radians(90 - sun_elevation), 0, math.radians(sun_rotation) + math.pi)
    return world


# ---------------------------------------------------------------- materials

_materials = {}


def _principled(name):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nodes = mat.node_tree.nodes
    bsdf = nodes.get('Principled BSDF')
    return mat, nodes, mat.node_tree.links, bsdf


def _coords(nodes, links, scale, kind='Object'):
    coord = nodes.new('ShaderNodeTexCoord')
    mapping = nodes.new('ShaderNodeMapping')
    mapping.inputs['Scale'].default_value = scale
    links.new(coord.outputs[kind], mapping.inputs['Vector'])
    return mapping


def _bump(nodes, links, bsdf, height_socket, strength, distance=0.01):
    bump = nodes.new('ShaderNodeBump')
    bump.inputs['Strength'].default_value = strength
    bump.inputs['Distance'].default_value = distance
    links.new(height_socket, bump.inputs['Height'])
    links.new(bump.outputs['Normal'], bsdf.inputs['Normal'])


def paint(name, color, roughness=0.6, specular=0.4, noise=0.04):
    """Painted plaster or plain plastic: a flat colour with a faint mottle and surface bump."""
    key = ('paint', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    bsdf.inputs['Roughness'].default_value = roughness
    bsdf.inputs['Specular'].default_value = specular
    if noise > 0:
        mapping = _coords(nodes, links, (3, 3, 3))
        tex = nodes.new('ShaderNodeTexNoise')
        tex.inputs['Scale'].default_value = 4
        tex.inputs['Detail'].default_value = 3
        links.new(mapping.outputs['Vector'], tex.inputs['Vector'])
        mix = nodes.new('ShaderNodeMixRGB')
        mix.inputs['Color1'].default_value = (*[c * (1 - noise) for c in color], 1)
        mix.inputs['Color2'].default_value = (*[min(1, c * (1 + noise)) for c in color], 1)
        links.new(tex.outputs['Fac'], mix.inputs['Fac'])
        links.new(mix.outputs['Color'], bsdf.inputs['Base Color'])
        _bump(nodes, links, bsdf, tex.outputs['Fac'], 0.03)
    else:
        bsdf.inputs['Base Color'].default_value = (*color, 1)
    _materials[key] = mat
    return mat


def wood(name, light, dark, scale=1.0, roughness=0.45, along='X'):
    """Wood: bands from a wave texture distorted by noise, with a grain bump."""
    key = ('wood', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    stretch = {'X': (0.15 * scale, 3 * scale, 3 * scale), 'Y': (3 * scale, 0.15 * scale, 3 * scale),
               'Z': (3 * scale, 3 * scale, 0.15 * scale)}[along]
    mapping = _coords(nodes, links, stretch)
    wave = nodes.new('ShaderNodeTexWave')
    wave.wave_type = 'RINGS'
    wave.inputs['Scale'].default_value = 2.5
    wave.inputs['Distortion'].default_value = 6
    wave.inputs['Detail'].default_value = 3
    wave.inputs['Detail Scale'].default_value = 1.5
    links.new(mapping.outputs['Vector'], wave.inputs['Vector'])
    ramp = nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.elements[0].color = (*dark, 1)
    ramp.color_ramp.elements[1].color = (*light, 1)
    links.new(wave.outputs['Fac'], ramp.inputs['Fac'])
    links.new(ramp.outputs['Color'], bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = roughness
    bsdf.inputs['Clearcoat'].default_value = 0.15
    _bump(nodes, links, bsdf, wave.outputs['Fac'], 0.05)
    _materials[key] = mat
    return mat


def planks(name, light, dark, roughness=0.4):
    """A wood-look plank floor: brick texture as staggered planks, each plank its own shade."""
    key = ('planks', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    mapping = _coords(nodes, links, (1, 1, 1))
    bricks = nodes.new('ShaderNodeTexBrick')
    bricks.inputs['Scale'].default_value = 1.0
    bricks.inputs['Brick Width'].default_value = 1.2
    bricks.inputs['Row Height'].default_value = 0.18
    bricks.inputs['Mortar Size'].default_value = 0.003
    bricks.inputs['Color1'].default_value = (*light, 1)
    bricks.inputs['Color2'].default_value = (*dark, 1)
    bricks.inputs['Mortar'].default_value = (*[c * 0.4 for c in dark], 1)
    bricks.offset_frequency = 1
    bricks.offset = 0.37
    links.new(mapping.outputs['Vector'], bricks.inputs['Vector'])
    grain_map = _coords(nodes, links, (0.3, 6, 6))
    noise = nodes.new('ShaderNodeTexNoise')
    noise.inputs['Scale'].default_value = 6
    noise.inputs['Detail'].default_value = 3
    links.new(grain_map.outputs['Vector'], noise.inputs['Vector'])
    mix = nodes.new('ShaderNodeMixRGB')
    mix.blend_type = 'MULTIPLY'
    mix.inputs['Fac'].default_value = 0.35
    links.new(bricks.outputs['Color'], mix.inputs['Color1'])
    links.new(noise.outputs['Color'], mix.inputs['Color2'])
    links.new(mix.outputs['Color'], bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = roughness
    _bump(nodes, links, bsdf, bricks.outputs['Fac'], 0.15)
    _materials[key] = mat
    return mat


def fabric(name, color, roughness=0.95, scale=400.0, sheen=0.6):
    """Woven fabric: a fine weave from noise as bump, sheen at grazing angles."""
    key = ('fabric', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    mapping = _coords(nodes, links, (1, 1, 1))
    noise = nodes.new('ShaderNodeTexNoise')
    noise.inputs['Scale'].default_value = scale
    noise.inputs['Detail'].default_value = 2
    links.new(mapping.outputs['Vector'], noise.inputs['Vector'])
    large = nodes.new('ShaderNodeTexNoise')
    large.inputs['Scale'].default_value = 3
    links.new(mapping.outputs['Vector'], large.inputs['Vector'])
    mix = nodes.new('ShaderNodeMixRGB')
    mix.inputs['Color1'].default_value = (*[c * 0.9 for c in color], 1)
    mix.inputs['Color2'].default_value = (*[min(1, c * 1.08) for c in color], 1)
    links.new(large.outputs['Fac'], mix.inputs['Fac'])
    links.new(mix.outputs['Color'], bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = roughness
    bsdf.inputs['Sheen'].default_value = sheen
    bsdf.inputs['Specular'].default_value = 0.2
    _bump(nodes, links, bsdf, noise.outputs['Fac'], 0.08, 0.002)
    _materials[key] = mat
    return mat


def stone(name, base, vein, roughness=0.2, scale=2.0):
    """Polished stone (quartz, marble, granite): mottled noise with darker veins."""
    key = ('stone', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    mapping = _coords(nodes, links, (scale, scale, scale))
    noise = nodes.new('ShaderNodeTexNoise')
    noise.inputs['Scale'].default_value = 3
    noise.inputs['Detail'].default_value = 3
    noise.inputs['Distortion'].default_value = 2
    links.new(mapping.outputs['Vector'], noise.inputs['Vector'])
    ramp = nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.elements[0].position = 0.42
    ramp.color_ramp.elements[0].color = (*base, 1)
    ramp.color_ramp.elements[1].position = 0.6
    ramp.color_ramp.elements[1].color = (*vein, 1)
    links.new(noise.outputs['Fac'], ramp.inputs['Fac'])
    speck = nodes.new('ShaderNodeTexNoise')
    speck.inputs['Scale'].default_value = 120
    links.new(mapping.outputs['Vector'], speck.inputs['Vector'])
    mix = nodes.new('ShaderNodeMixRGB')
    mix.blend_type = 'OVERLAY'
    mix.inputs['Fac'].default_value = 0.2
    links.new(ramp.outputs['Color'], mix.inputs['Color1'])
    links.new(speck.outputs['Color'], mix.inputs['Color2'])
    links.new(mix.outputs['Color'], bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = roughness
    bsdf.inputs['Specular'].default_value = 0.5
    _materials[key] = mat
    return mat


def tiles(name, color, grout, size=0.3, roughness=0.25, ratio=1.0):
    """Ceramic tile: a brick texture with thin grout lines, each tile a touch different."""
    key = ('tiles', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    mapping = _coords(nodes, links, (1 / size, 1 / size, 1 / size))
    bricks = nodes.new('ShaderNodeTexBrick')
    bricks.inputs['Scale'].default_value = 1
    bricks.inputs['Brick Width'].default_value = ratio
    bricks.inputs['Row Height'].default_value = 1
    bricks.inputs['Mortar Size'].default_value = 0.015
    bricks.inputs['Mortar Smooth'].default_value = 0.3
    bricks.offset = 0.0
    bricks.inputs['Color1'].default_value = (*color, 1)
    bricks.inputs['Color2'].default_value = (*[c * 0.94 for c in color], 1)
    bricks.inputs['Mortar'].default_value = (*grout, 1)
    links.new(mapping.outputs['Vector'], bricks.inputs['Vector'])
    links.new(bricks.outputs['Color'], bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = roughness
    bsdf.inputs['Specular'].default_value = 0.5
    _bump(nodes, links, bsdf, bricks.outputs['Fac'], 0.2, 0.003)
    _materials[key] = mat
    return mat


def brick(name, color, mortar=(0.55, 0.52, 0.48), roughness=0.85):
    key = ('brick', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    mapping = _coords(nodes, links, (1, 1, 1))
    bricks = nodes.new('ShaderNodeTexBrick')
    bricks.inputs['Scale'].default_value = 4.0
    bricks.inputs['Brick Width'].default_value = 0.5
    bricks.inputs['Row Height'].default_value = 0.18
    bricks.inputs['Mortar Size'].default_value = 0.01
    bricks.inputs['Bias'].default_value = 0.0
    bricks.inputs['Color1'].default_value = (*color, 1)
    bricks.inputs['Color2'].default_value = (*[c * 0.75 for c in color], 1)
    bricks.inputs['Mortar'].default_value = (*mortar, 1)
    links.new(mapping.outputs['Vector'], bricks.inputs['Vector'])
    links.new(bricks.outputs['Color'], bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = roughness
    _bump(nodes, links, bsdf, bricks.outputs['Fac'], 0.3, 0.01)
    _materials[key] = mat
    return mat


def panels(name, color, joint=1.2, roughness=0.45):
    """Fibre-cement or metal cladding panels with dark joints."""
    key = ('panels', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    mapping = _coords(nodes, links, (1 / joint, 1 / joint, 1 / joint))
    bricks = nodes.new('ShaderNodeTexBrick')
    bricks.inputs['Scale'].default_value = 1
    bricks.inputs['Brick Width'].default_value = 2.0
    bricks.inputs['Row Height'].default_value = 1.0
    bricks.inputs['Mortar Size'].default_value = 0.01
    bricks.offset = 0.0
    bricks.inputs['Color1'].default_value = (*color, 1)
    bricks.inputs['Color2'].default_value = (*[c * 0.96 for c in color], 1)
    bricks.inputs['Mortar'].default_value = (*[c * 0.35 for c in color], 1)
    links.new(mapping.outputs['Vector'], bricks.inputs['Vector'])
    links.new(bricks.outputs['Color'], bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = roughness
    _bump(nodes, links, bsdf, bricks.outputs['Fac'], 0.3, 0.01)
    _materials[key] = mat
    return mat


def stucco(name, color):
    return paint(name, color, roughness=0.9, specular=0.3, noise=0.06)


def metal(name, color=(0.8, 0.8, 0.8), roughness=0.3, brushed=True):
    key = ('metal', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    bsdf.inputs['Base Color'].default_value = (*color, 1)
    bsdf.inputs['Metallic'].default_value = 1
    bsdf.inputs['Roughness'].default_value = roughness
    if brushed:
        bsdf.inputs['Anisotropic'].default_value = 0.5
    _materials[key] = mat
    return mat


def glass_dark(name='Window glass', tint=(0.03, 0.05, 0.06), roughness=0.03):
    """Exterior window glass as a dark mirror: reads as glass from outside, costs no refraction."""
    key = ('glassd', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    bsdf.inputs['Base Color'].default_value = (*tint, 1)
    bsdf.inputs['Roughness'].default_value = roughness
    bsdf.inputs['Specular'].default_value = 0.9
    bsdf.inputs['Metallic'].default_value = 0.3
    _materials[key] = mat
    return mat


def lit_windows(name, tint, glow, on_share, seed, pitch):
    """Exterior windows at dusk: each pane picks by a hash of its place whether its room is lit."""
    key = ('litwin', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    bsdf.inputs['Base Color'].default_value = (*tint, 1)
    bsdf.inputs['Roughness'].default_value = 0.05
    bsdf.inputs['Specular'].default_value = 0.8
    geo = nodes.new('ShaderNodeNewGeometry')
    div = nodes.new('ShaderNodeVectorMath')
    div.operation = 'DIVIDE'
    div.inputs[1].default_value = pitch
    links.new(geo.outputs['Position'], div.inputs[0])
    floor_ = nodes.new('ShaderNodeVectorMath')
    floor_.operation = 'FLOOR'
    links.new(div.outputs['Vector'], floor_.inputs[0])
    add = nodes.new('ShaderNodeVectorMath')
    add.operation = 'ADD'
    add.inputs[1].default_value = (seed, seed * 0.37, seed * 1.7)
    links.new(floor_.outputs['Vector'], add.inputs[0])
    white = nodes.new('ShaderNodeTexWhiteNoise')
    white.noise_dimensions = '3D'
    links.new(add.outputs['Vector'], white.inputs['Vector'])
    ramp = nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.interpolation = 'CONSTANT'
    ramp.color_ramp.elements[0].color = (0, 0, 0, 1)
    ramp.color_ramp.elements[1].position = 1 - on_share
    ramp.color_ramp.elements[1].color = (1, 1, 1, 1)
    links.new(white.outputs['Value'], ramp.inputs['Fac'])
    hue = nodes.new('ShaderNodeMixRGB')
    hue.inputs['Color1'].default_value = (1.0, 0.62, 0.32, 1)
    hue.inputs['Color2'].default_value = (1.0, 0.8, 0.55, 1)
    links.new(white.outputs['Color'], hue.inputs['Fac'])
    links.new(hue.outputs['Color'], bsdf.inputs['Emission'])
    mult = nodes.new('ShaderNodeMath')
    mult.operation = 'MULTIPLY'
    mult.inputs[1].default_value = glow
    links.new(ramp.outputs['Color'], mult.inputs[0])
    links.new(mult.outputs['Value'], bsdf.inputs['Emission Strength'])
    mat.cycles.sample_as_light = False
    _materials[key] = mat
    return mat


def emissive(name, color, strength):
    key = ('emit', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    bsdf.inputs['Base Color'].default_value = (*color, 1)
    bsdf.inputs['Emission'].default_value = (*color, 1)
    bsdf.inputs['Emission Strength'].default_value = strength
    # Lamps and glowing panels are lit by their own lights; sampling their meshes as lights too
    # would only add noise.
    mat.cycles.sample_as_light = False
    _materials[key] = mat
    return mat


def glass_clear(name='Clear glass'):
    key = ('glassc', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    bsdf.inputs['Base Color'].default_value = (0.9, 0.95, 0.95, 1)
    bsdf.inputs['Roughness'].default_value = 0.0
    bsdf.inputs['Transmission'].default_value = 1.0
    bsdf.inputs['IOR'].default_value = 1.45
    mat.blend_method = 'BLEND'
    _materials[key] = mat
    return mat


def mirror(name='Mirror'):
    return metal(name, (0.92, 0.92, 0.92), 0.02, brushed=False)


def ground(name, color, roughness=0.85, scale=2.0, variation=0.15, bump=0.2):
    """Asphalt, grass, soil, concrete: two octaves of noise for colour, and bump."""
    key = ('ground', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    mapping = _coords(nodes, links, (scale, scale, scale))
    noise = nodes.new('ShaderNodeTexNoise')
    noise.inputs['Scale'].default_value = 3
    noise.inputs['Detail'].default_value = 3
    links.new(mapping.outputs['Vector'], noise.inputs['Vector'])
    fine = nodes.new('ShaderNodeTexNoise')
    fine.inputs['Scale'].default_value = 80
    links.new(mapping.outputs['Vector'], fine.inputs['Vector'])
    mix = nodes.new('ShaderNodeMixRGB')
    mix.inputs['Color1'].default_value = (*[c * (1 - variation) for c in color], 1)
    mix.inputs['Color2'].default_value = (*[min(1, c * (1 + variation)) for c in color], 1)
    links.new(noise.outputs['Fac'], mix.inputs['Fac'])
    links.new(mix.outputs['Color'], bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = roughness
    _bump(nodes, links, bsdf, fine.outputs['Fac'], bump, 0.02)
    _materials[key] = mat
    return mat


def foliage(name, color, variation=0.3):
    key = ('leaf', name)
    if key in _materials:
        return _materials[key]
    mat, nodes, links, bsdf = _principled(name)
    mapping = _coords(nodes, links, (1, 1, 1))
    noise = nodes.new('ShaderNodeTexVoronoi')
    noise.inputs['Scale'].default_value = 25
    links.new(mapping.outputs['Vector'], noise.inputs['Vector'])
    big = nodes.new('ShaderNodeTexNoise')
    big.inputs['Scale'].default_value = 2
    links.new(mapping.outputs['Vector'], big.inputs['Vector'])
    mix = nodes.new('ShaderNodeMixRGB')
    mix.inputs['Color1'].default_value = (*[c * (1 - variation) for c in color], 1)
    mix.inputs['Color2'].default_value = (*[min(1, c * (1 + variation)) for c in color], 1)
    links.new(big.outputs['Fac'], mix.inputs['Fac'])
    links.new(mix.outputs['Color'], bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = 0.7
    bsdf.inputs['Subsurface'].default_value = 0.0
    _bump(nodes, links, bsdf, noise.outputs['Distance'], 1.0, 0.05)
    _materials[key] = mat
    return mat


# ---------------------------------------------------------------- geometry


def _link(obj):
    bpy.context.scene.collection.objects.link(obj)
    return obj


def box(name, center, size, mat, bevel=0.01, segments=2):
    """An axis-aligned box `size` (x, y, z) centred at `center`, with bevelled edges."""
    mesh = bpy.data.meshes.new(name)
    sx, sy, sz = (s / 2 for s in size)
    verts = [(-sx, -sy, -sz), (sx, -sy, -sz), (sx, sy, -sz), (-sx, sy, -sz),
             (-sx, -sy, sz), (sx, -sy, sz), (sx, sy, sz), (-sx, sy, sz)]
    faces = [(0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)]
    mesh.from_pydata(verts, [], faces)
    mesh.update()
    obj = _link(bpy.data.objects.new(name, mesh))
    obj.location = center
    if mat is not None:
        obj.data.materials.append(mat)
    if bevel > 0:
        mod = obj.modifiers.new('Bevel', 'BEVEL')
        mod.width = min(bevel, min(size) / 2.05)
        mod.segments = segments
        mod.limit_method = 'NONE'
        mod.harden_normals = False
        if segments > 1:
            # Rounded edges shade smooth while the flat faces stay flat (auto smooth + hardened
            # normals), as on a real piece of furniture.
            for poly in obj.data.polygons:
                poly.use_smooth = True
            obj.data.use_auto_smooth = True
            obj.data.auto_smooth_angle = math.radians(30)
            mod.harden_normals = True
    return obj


def floor_box(name, x0, y0, z0, x1, y1, z1, mat, bevel=0.01, segments=2):
    """A box from its two corners (easier for rooms laid out on a plan)."""
    return box(name, ((x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2),
               (abs(x1 - x0), abs(y1 - y0), abs(z1 - z0)), mat, bevel, segments)


def _mesh_object(name, build, center, mat):
    """An object from a bmesh built by `build(bm)`, without bpy.ops: operators update the whole
    scene on every call, which made scenes of a few hundred objects slow to build."""
    import bmesh

    bm = bmesh.new()
    build(bm)
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = _link(bpy.data.objects.new(name, mesh))
    obj.location = center
    if mat is not None:
        obj.data.materials.append(mat)
    for poly in obj.data.polygons:
        poly.use_smooth = True
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(40)
    return obj


def cylinder(name, center, radius, depth, mat, vertices=32, axis='Z', bevel=0.0):
    import bmesh

    obj = _mesh_object(name, lambda bm: bmesh.ops.create_cone(
        bm, cap_ends=True, cap_tris=False, segments=vertices, radius1=radius, radius2=radius, depth=depth),
        center, mat)
    if axis == 'X':
        obj.rotation_euler = (0, math.pi / 2, 0)
    elif axis == 'Y':
        obj.rotation_euler = (math.pi / 2, 0, 0)
    if bevel > 0:
        mod = obj.modifiers.new('Bevel', 'BEVEL')
        mod.width = bevel
        mod.segments = 2
        mod.harden_normals = True
    return obj


def cone(name, center, radius, depth, mat, vertices=16):
    import bmesh

    return _mesh_object(name, lambda bm: bmesh.ops.create_cone(
        bm, cap_ends=True, cap_tris=False, segments=vertices, radius1=radius, radius2=0, depth=depth), center, mat)


def sphere(name, center, radius, mat, scale=(1, 1, 1), subdivisions=3):
    import bmesh

    obj = _mesh_object(name, lambda bm: bmesh.ops.create_icosphere(bm, subdivisions=subdivisions, radius=radius),
                       center, mat)
    obj.scale = scale
    obj.data.use_auto_smooth = False
    return obj


def torus(name, center, major, minor, mat, rotation=(0, 0, 0), segments=40, sides=12):
    def build(bm):
        rings = []
        for i in range(segments):
            a = 2 * math.pi * i / segments
            ring = []
            for j in range(sides):
                b = 2 * math.pi * j / sides
                r = major + minor * math.cos(b)
                ring.append(bm.verts.new((r * math.cos(a), r * math.sin(a), minor * math.sin(b))))
            rings.append(ring)
        for i in range(segments):
            for j in range(sides):
                a, b = rings[i], rings[(i + 1) % segments]
                bm.faces.new((a[j], b[j], b[(j + 1) % sides], a[(j + 1) % sides]))

    obj = _mesh_object(name, build, center, mat)
    obj.rotation_euler = rotation
    obj.data.use_auto_smooth = False
    return obj


def text(name, body, location, size, mat, extrude=0.02, rotation=(math.pi / 2, 0, 0), align='CENTER'):
    curve = bpy.data.curves.new(name, 'FONT')
    curve.body = body
    curve.size = size
    curve.extrude = extrude
    curve.align_x = align
    curve.align_y = 'CENTER'
    curve.space_character = 1.08
    obj = _link(bpy.data.objects.new(name, curve))
    obj.location = location
    obj.rotation_euler = rotation
    obj.data.materials.append(mat)
    return obj


def area_light(name, location, size, energy, color=(1, 0.9, 0.8), rotation=(0, 0, 0), shape='RECTANGLE',
               size_y=None, portal=False, visible=False):
    data = bpy.data.lights.new(name, 'AREA')
    data.shape = shape
    data.size = size
    data.size_y = size_y if size_y is not None else size
    data.energy = energy
    data.color = color
    if portal:
        data.cycles.is_portal = True
    obj = _link(bpy.data.objects.new(name, data))
    obj.location = location
    obj.rotation_euler = rotation
    obj.visible_camera = visible
    return obj


def point_light(name, location, energy, color=(1, 0.8, 0.6), radius=0.05):
    data = bpy.data.lights.new(name, 'POINT')
    data.energy = energy
    data.color = color
    data.shadow_soft_size = radius
    obj = _link(bpy.data.objects.new(name, data))
    obj.location = location
    return obj


def camera(scene, location, yaw, lens=24, shift_x=0.0, shift_y=0.0, pitch=0.0):
    """A level camera (verticals straight) at `location`, turned `yaw` degrees from +Y."""
    data = bpy.data.cameras.new('Camera')
    data.lens = lens
    data.sensor_width = 36
    data.shift_x = shift_x
    data.shift_y = shift_y
    data.clip_start = 0.05
    data.clip_end = 2000
    cam = _link(bpy.data.objects.new('Camera', data))
    cam.location = location
    cam.rotation_euler = (math.radians(90 + pitch), 0, math.radians(-yaw))
    scene.camera = cam
    return cam


# ---------------------------------------------------------------- rooms


def room_shell(width, depth, height, wall_mat, floor_mat, ceiling_mat, window=None, skirting=None,
               open_front=True):
    """Floor, ceiling and walls of a room spanning x 0..width, y 0..depth, z 0..height.

    `window`: (wall, start, end, sill, head) with wall 'back' (y = depth) or 'right' (x = width)
    or 'left' (x = 0); the wall is built from pieces around the opening, which gets a frame and
    a light portal so the sky lights the room with little noise.
    """
    t = 0.15
    floor_box('Floor', -t, -t, -t, width + t, depth + t, 0, floor_mat, bevel=0)
    floor_box('Ceiling', -t, -t, height, width + t, depth + t, height + t, ceiling_mat, bevel=0)
    walls = {
        'back': ('y', depth, width),
        'right': ('x', width, depth),
        'left': ('x', 0, depth),
        'front': ('y', 0, width),
    }
    frame = paint('Window frame', (0.85, 0.85, 0.84), roughness=0.4, noise=0)
    for wall, (axis, pos, length) in walls.items():
        if wall == 'front' and open_front:
            # Behind the camera: a wall there still bounces light back into the picture.
            pass
        outer = pos + (t if pos > 0 else -t)

        def piece(a0, a1, z0, z1, name):
            if axis == 'y':
                floor_box(name, a0, min(pos, outer), z0, a1, max(pos, outer), z1, wall_mat, bevel=0)
            else:
                floor_box(name, min(pos, outer), a0, z0, max(pos, outer), a1, z1, wall_mat, bevel=0)

        if window and window[0] == wall:
            _, start, end, sill, head = window
            piece(-t, start, 0, height, f'{wall} wall a')
            piece(end, length + t, 0, height, f'{wall} wall b')
            piece(start, end, 0, sill, f'{wall} wall sill')
            piece(start, end, head, height, f'{wall} wall head')
            mid = (start + end) / 2
            w = end - start
            h = head - sill
            if axis == 'y':
                floor_box('Window sill', start - 0.05, pos - 0.06, sill - 0.03, end + 0.05, pos + 0.02, sill, frame)
                for i, x in enumerate((start + 0.03, mid, end - 0.03)):
                    floor_box(f'Mullion {i}', x - 0.03, pos + 0.02, sill, x + 0.03, pos + 0.08, head, frame)
                floor_box('Transom', start, pos + 0.02, sill + h * 0.25, end, pos + 0.08, sill + h * 0.25 + 0.05, frame)
                area_light('Window portal', (mid, pos + t + 0.01, sill + h / 2), w, 1, rotation=(-math.pi / 2, 0, 0),
                           size_y=h, portal=True)
            else:
                inside = -1 if pos > 0 else 1
                floor_box('Window sill', pos - 0.06 * (-inside), start - 0.05, sill - 0.03, pos + 0.02 * (-inside), end + 0.05, sill, frame)
                for i, y in enumerate((start + 0.03, mid, end - 0.03)):
                    floor_box(f'Mullion {i}', pos - 0.02 * inside, y - 0.03, sill, pos - 0.08 * inside, y + 0.03, head, frame)
                area_light('Window portal', (pos - inside * (t + 0.01), mid, sill + h / 2), h, 1,
                           rotation=(0, -inside * math.pi / 2, 0), size_y=w, portal=True)
        else:
            piece(-t, length + t, 0, height, f'{wall} wall')
    if skirting:
        floor_box('Skirting back', 0, depth - 0.015, 0, width, depth, 0.1, skirting, bevel=0.003)
        floor_box('Skirting left', 0, 0, 0, 0.015, depth, 0.1, skirting, bevel=0.003)
        floor_box('Skirting right', width - 0.015, 0, 0, width, depth, 0.1, skirting, bevel=0.003)


def ceiling_light(name, x, y, height, energy=60, size=0.6, color=(1, 0.86, 0.7)):
    """A flush ceiling fixture: a soft area light with a lit diffuser the camera can see."""
    floor_box(f'{name} diffuser', x - size / 2, y - size / 2, height - 0.02, x + size / 2, y + size / 2, height,
              emissive(f'{name} glow', (1, 0.93, 0.82), 6), bevel=0.005)
    area_light(name, (x, y, height - 0.03), size, energy, color=color)


def curtain(name, x0, x1, y, z0, z1, mat, folds=9, axis='x'):
    """A curtain of vertical folds: a row of flattened cylinders."""
    step = (x1 - x0) / folds
    for i in range(folds):
        c = x0 + step * (i + 0.5)
        loc = (c, y, (z0 + z1) / 2) if axis == 'x' else (y, c, (z0 + z1) / 2)
        obj = cylinder(f'{name} {i}', loc, step * 0.62, z1 - z0, mat, vertices=16)
        obj.scale = (1, 0.45, 1) if axis == 'x' else (0.45, 1, 1)


def plant(name, x, y, z, height, pot_mat, leaf_mat, rng):
    cylinder(f'{name} pot', (x, y, z + 0.2), 0.18, 0.4, pot_mat, bevel=0.01)
    for i in range(7):
        r = 0.12 + rng.random() * 0.12
        sphere(f'{name} leaves {i}',
               (x + (rng.random() - 0.5) * 0.35, y + (rng.random() - 0.5) * 0.35,
                z + 0.45 + height * (0.2 + 0.7 * rng.random())),
               r, leaf_mat, scale=(1, 1, 1.3), subdivisions=2)
