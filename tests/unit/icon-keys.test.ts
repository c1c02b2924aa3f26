import { describe, expect, it } from 'vitest';
import { DEFAULT_AMENITY_ICON, DEFAULT_GUEST_INFO_ICON } from '../../src/shared/constants.js';
import {
  AMENITY_ICON_KEYS,
  ATTRACTION_CATEGORY_ICON_KEYS,
  adminAmenityIconKey,
  amenityIconKey,
  attractionCategoryIconKey,
  GUEST_INFO_ICON_CHOICES,
  GUEST_INFO_ICON_KEYS,
  guestInfoIconKey,
  ROOM_FEATURE_ICON_KEYS,
  roomFeatureIconKey,
} from '../../src/shared/text/icon-keys.js';

const SPEC_AMENITY_KEYS =
  'home, package, bed, bath, shirt, chef-hat, utensils, pan, coffee, microwave, tv, television, book-open, gamepad, leaf, tree, mountain, shield-check, wifi, flame, first aid, car, baby, face, briefcase, pen, dog, fan, snowflake';

const SPEC_GUEST_INFO_CHOICES =
  'info, rules, safety, smoking, nosmoking, trash, calendar, clock, timer, phone, email, message, wifi, tv, computer, key, bed, bathroom, shower, washer, dryer, kitchen, fireplace, bbq, pool, heat, cooling, coffee, car, bike, parking, bus, train, taxi, fuel, map, location, compass, walk, tree, grocery, restaurant, shopping, bank, medical, medicalcross, laundry, fruit, cheese, tshirt, pet, warning, question, checkmark';

describe('amenityIconKey', () => {
  it('lists exactly the spec icon keys', () => {
    expect(AMENITY_ICON_KEYS.join(', ')).toBe(SPEC_AMENITY_KEYS);
  });

  it('returns every recognised key as itself, except television which becomes tv', () => {
    for (const key of AMENITY_ICON_KEYS) {
      expect(amenityIconKey(key)).toBe(key === 'television' ? 'tv' : key);
    }
  });

  it('ignores case, surrounding spaces, underscores and dashes', () => {
    expect(amenityIconKey('  HOME ')).toBe('home');
    expect(amenityIconKey('Chef_Hat')).toBe('chef-hat');
    expect(amenityIconKey('chef hat')).toBe('chef-hat');
    expect(amenityIconKey('chefhat')).toBe('chef-hat');
    expect(amenityIconKey('BookOpen')).toBe('book-open');
    expect(amenityIconKey('book_open')).toBe('book-open');
    expect(amenityIconKey('Shield Check')).toBe('shield-check');
    expect(amenityIconKey('Wi-Fi')).toBe('wifi');
  });

  it('maps chef to chef-hat and television to tv', () => {
    expect(amenityIconKey('chef')).toBe('chef-hat');
    expect(amenityIconKey('Television')).toBe('tv');
  });

  it('maps first-aid spellings to "first aid"', () => {
    expect(amenityIconKey('first aid')).toBe('first aid');
    expect(amenityIconKey('first-aid')).toBe('first aid');
    expect(amenityIconKey('firstaid')).toBe('first aid');
    expect(amenityIconKey('First_Aid')).toBe('first aid');
  });

  it('falls back to the package icon for anything unknown', () => {
    expect(amenityIconKey('rocket')).toBe(DEFAULT_AMENITY_ICON);
    expect(DEFAULT_AMENITY_ICON).toBe('package');
    expect(amenityIconKey('')).toBe('package');
    expect(amenityIconKey(null)).toBe('package');
    expect(amenityIconKey(undefined)).toBe('package');
    expect(amenityIconKey('constructor')).toBe('package');
    expect(amenityIconKey('__proto__')).toBe('package');
  });
});

describe('adminAmenityIconKey', () => {
  it('shows home, chef-hat and leaf for their names', () => {
    expect(adminAmenityIconKey('home')).toBe('home');
    expect(adminAmenityIconKey('chefhat')).toBe('chef-hat');
    expect(adminAmenityIconKey('chef')).toBe('chef-hat');
    expect(adminAmenityIconKey('chef-hat')).toBe('chef-hat');
    expect(adminAmenityIconKey('leaf')).toBe('leaf');
  });

  it('ignores case and surrounding spaces', () => {
    expect(adminAmenityIconKey(' Home ')).toBe('home');
    expect(adminAmenityIconKey('ChefHat')).toBe('chef-hat');
    expect(adminAmenityIconKey('LEAF')).toBe('leaf');
  });

  it('shows the package icon for everything else, including other public keys', () => {
    for (const raw of ['bed', 'wifi', 'tv', 'package', 'tree', '', null, undefined]) {
      expect(adminAmenityIconKey(raw)).toBe(DEFAULT_AMENITY_ICON);
    }
  });
});

describe('attractionCategoryIconKey', () => {
  it('keeps the named category icons', () => {
    for (const key of ['hiking', 'dining', 'landmark', 'activity', 'shopping'] as const) {
      expect(attractionCategoryIconKey(key)).toBe(key);
    }
  });

  it('ignores case and surrounding spaces', () => {
    expect(attractionCategoryIconKey(' Hiking ')).toBe('hiking');
    expect(attractionCategoryIconKey('DINING')).toBe('dining');
  });

  it('shows the map icon otherwise, including for the stored default map-pin', () => {
    expect(attractionCategoryIconKey('map-pin')).toBe('map');
    expect(attractionCategoryIconKey('map')).toBe('map');
    expect(attractionCategoryIconKey('beach')).toBe('map');
    expect(attractionCategoryIconKey('')).toBe('map');
    expect(attractionCategoryIconKey(null)).toBe('map');
    expect(attractionCategoryIconKey(undefined)).toBe('map');
  });

  it('only returns known keys', () => {
    for (const raw of ['hiking', 'x', 'Shopping']) {
      expect(ATTRACTION_CATEGORY_ICON_KEYS).toContain(attractionCategoryIconKey(raw));
    }
  });
});

describe('guestInfoIconKey', () => {
  it('lists exactly the admin icon choices of the spec, in order', () => {
    expect(GUEST_INFO_ICON_CHOICES.join(', ')).toBe(SPEC_GUEST_INFO_CHOICES);
  });

  it('returns every admin choice as itself', () => {
    for (const key of GUEST_INFO_ICON_CHOICES) {
      expect(guestInfoIconKey(key)).toBe(key);
    }
  });

  it('ignores case, spaces, underscores and dashes', () => {
    expect(guestInfoIconKey(' WiFi ')).toBe('wifi');
    expect(guestInfoIconKey('No Smoking')).toBe('nosmoking');
    expect(guestInfoIconKey('no-smoking')).toBe('nosmoking');
    expect(guestInfoIconKey('T-Shirt')).toBe('tshirt');
    expect(guestInfoIconKey('medical_cross')).toBe('medicalcross');
    expect(guestInfoIconKey('Check Mark')).toBe('checkmark');
  });

  it.each([
    ['walking', 'walk'],
    ['maps', 'map'],
    ['food', 'restaurant'],
    ['clothing', 'tshirt'],
    ['hospital', 'medical'],
    ['doctor', 'medical'],
    ['pets', 'pet'],
    ['outdoor', 'tree'],
    ['events', 'calendar'],
    ['manager', 'phone'],
    ['gear', 'gear'],
    ['quiet', 'quiet'],
    ['Walking', 'walk'],
  ])('folds the public name %j to %s', (raw, key) => {
    expect(guestInfoIconKey(raw)).toBe(key);
  });

  it('falls back to the info icon for unknown names', () => {
    expect(guestInfoIconKey('unicorn')).toBe(DEFAULT_GUEST_INFO_ICON);
    expect(DEFAULT_GUEST_INFO_ICON).toBe('info');
    expect(guestInfoIconKey('')).toBe('info');
    expect(guestInfoIconKey(null)).toBe('info');
    expect(guestInfoIconKey(undefined)).toBe('info');
    expect(guestInfoIconKey('toString')).toBe('info');
  });

  it('only returns keys of GUEST_INFO_ICON_KEYS', () => {
    for (const raw of ['walking', 'x', 'gear', 'info', 'Heat']) {
      expect(GUEST_INFO_ICON_KEYS).toContain(guestInfoIconKey(raw));
    }
  });
});

describe('roomFeatureIconKey', () => {
  it.each([
    ['King bed', 'bed'],
    ['King-size bed', 'bed'],
    ['Queen bed', 'bed'],
    ['Double bed', 'bed'],
    ['Two single beds', 'bed'],
    ['Bunk beds', 'bed'],
    ['Twin room', 'bed'],
    ['Smart TV', 'tv'],
    ['Television with Netflix', 'tv'],
    ['Free WiFi', 'wifi'],
    ['Wi-Fi', 'wifi'],
    ['High-speed internet', 'wifi'],
    ['Air conditioning', 'air-conditioning'],
    ['Air-conditioned', 'air-conditioning'],
    ['Reverse cycle heating and cooling', 'air-conditioning'],
    ['Nespresso coffee machine', 'coffee'],
    ['Tea and coffee', 'coffee'],
    ['Deep soaking bath', 'bath'],
    ['Ensuite bathroom', 'bath'],
    ['Rain shower', 'bath'],
    ['Fully equipped kitchen', 'kitchen'],
    ['Kitchenette with coffee machine', 'kitchen'],
    ['Wood fireplace', 'fireplace'],
    ['Wood fire heating', 'fireplace'],
    ['Private sauna', 'sauna'],
    ['Heated floors', 'heated'],
    ['Underfloor heating in the bathroom', 'heated'],
    ['Electric blanket heated', 'heated'],
    ['North-facing', 'compass'],
    ['West facing windows', 'compass'],
    ['South-east aspect', 'compass'],
    ['Northern light', 'compass'],
    ['Sunset views', 'sunset'],
    ['Valley views', 'view'],
    ['Panoramic outlook', 'view'],
    ['Mountain view', 'view'],
    ["Children's toys", 'toys'],
    ['Toy box', 'toys'],
  ])('%j → %s', (feature, key) => {
    expect(roomFeatureIconKey(feature)).toBe(key);
  });

  it('does not match keywords inside other words', () => {
    expect(roomFeatureIconKey('Parking for two')).toBe('check');
    expect(roomFeatureIconKey('Bedroom')).toBe('check');
    expect(roomFeatureIconKey('Westfield nearby')).toBe('check');
    expect(roomFeatureIconKey('Double glazing')).toBe('check');
    expect(roomFeatureIconKey('Reviewed weekly')).toBe('check');
  });

  it('falls back to check', () => {
    expect(roomFeatureIconKey('Writing desk')).toBe('check');
    expect(roomFeatureIconKey('')).toBe('check');
    expect(roomFeatureIconKey(null)).toBe('check');
    expect(roomFeatureIconKey(undefined)).toBe('check');
  });

  it('only returns known keys', () => {
    for (const feature of ['King bed', 'x', 'Sunset views']) {
      expect(ROOM_FEATURE_ICON_KEYS).toContain(roomFeatureIconKey(feature));
    }
  });
});
