# Every picture the renderer makes: its file name, the function that builds it and what it
# shows. `manifest.py` writes the same list (with the alt texts) to data/renders/manifest.json,
# which the media host reads; keep the metadata honest, tests check it against the room types.
from spaces import EXTERIORS, bathroom, desk_corner, exterior, fitness, kitchen, laundry, lobby, pet_corner, pool, studio

SHOTS = {}


def shot(name, build, kind, alt, **meta):
    SHOTS[name] = {'build': build, 'kind': kind, 'alt': alt, **meta}


_TIME = {'day': 'on a clear day', 'golden': 'in late-afternoon sun', 'dusk': 'at dusk with its windows lit'}
_SEASON = {'summer': 'summer trees', 'spring': 'spring trees', 'autumn': 'autumn trees', 'winter': 'snow and evergreens'}
for v in EXTERIORS:
    storeys = {2: 'two', 3: 'three', 4: 'four'}[v['floors']]
    material = v['cladding'].replace('-', ' ')
    shot(v['name'], lambda scene, v=v: exterior(scene, v), 'exterior',
         f'A {storeys}-storey Longstay hotel in {material} {_TIME[v["time"]]}, the LONGSTAY sign on its '
         f'entrance tower, a covered drop-off and a parking lot'
         # A variant framed closer on its tower shows no trees.
         + (f' with {_SEASON[v["season"]]}' if v.get('trees_in_view', True) else ''),
         storeys=v['floors'], time=v['time'], season=v['season'])

for palette in ('warm', 'cool'):
    shot(f'suite-queen-{palette}', lambda s, p=palette: studio(s, p, beds=1), 'room',
         'A studio suite with one queen bed, nightstands with lamps, a lounge chair by the window and a TV on the dresser',
         beds=1, bed='queen', palette=palette)
    shot(f'suite-two-queens-{palette}', lambda s, p=palette: studio(s, p, beds=2), 'room',
         'Two queen beds in a studio suite, a shared nightstand between them and a window with curtains',
         beds=2, bed='queen', palette=palette)
    shot(f'suite-king-{palette}', lambda s, p=palette: studio(s, p, beds=1, king=True), 'room',
         'A king suite with a king bed, a sofa and coffee table by the window and a TV on the dresser',
         beds=1, bed='king', palette=palette)

shot('kitchen-warm', lambda s: kitchen(s, 'warm'), 'kitchen',
     'A suite kitchen with a full-size refrigerator, a two-burner cooktop, a microwave, a sink and a small dining table',
     dishwasher=False, palette='warm')
# White cabinets: the cool palette's dark ones left speckled shadows beside the refrigerator.
shot('kitchen-dishwasher-light', lambda s: kitchen(s, 'light', dishwasher=True), 'kitchen',
     'A suite kitchen with white cabinets, a stainless dishwasher beside the sink, a full-size refrigerator, a '
     'two-burner cooktop, a microwave and a small dining table',
     dishwasher=True, palette='light')
shot('bath-warm', lambda s: bathroom(s, 'warm'), 'bath',
     'A suite bathroom with a walk-in glass shower, a stone vanity with a lit mirror and towels', accessible=False,
     palette='warm')
shot('bath-accessible-cool', lambda s: bathroom(s, 'cool', accessible=True), 'bath',
     'An accessible bathroom with a curbless roll-in shower, a fold-down seat, grab bars and a roll-under sink',
     accessible=True, palette='cool')
shot('bath-tub-accessible-warm', lambda s: bathroom(s, 'warm', tub=True), 'bath',
     'An accessible bathroom with a bathtub with grab bars, a transfer bench and a hand shower, and grab bars by the toilet',
     accessible=True, tub=True, palette='warm')
shot('lobby-light', lambda s: lobby(s, 'light'), 'lobby',
     'The lobby: a front desk before a wood-slat wall with the LONGSTAY name, and a seating area by tall windows')
shot('desk-cool', lambda s: desk_corner(s, 'cool'), 'desk',
     'A work desk by the window with a desk chair, a lamp and a laptop, an armchair beside it')
shot('laundry-light', lambda s: laundry(s, 'light'), 'laundry',
     'Guest laundry with a row of front-loading washers and stacked dryers, and a window')
shot('fitness-light', lambda s: fitness(s, 'light'), 'fitness',
     'The fitness room with two treadmills, an exercise bike, a dumbbell rack and a mirror wall')
shot('pet-warm', lambda s: pet_corner(s, 'warm'), 'pet',
     'A pet-friendly suite: a dog bed and water and food bowls on a mat beside the sofa')
shot('pool', pool, 'pool',
     'The outdoor pool: teak loungers with cushions and towels and three umbrellas on a paved deck, clipped shrubs '
     'along the hotel behind it')
