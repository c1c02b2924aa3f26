import { describe, expect, it } from 'vitest';
import {
  CHECK_IN_ICON_KEYS,
  checkInIconKey,
  cleanSectionTitle,
  isQuickStartGuide,
  isSectionSeparator,
  parseCheckInContent,
} from '../../src/shared/text/check-in-content.js';

describe('isSectionSeparator', () => {
  it.each([
    '───',
    '━━━━━━━━━━',
    '═══',
    '---',
    '-----',
    '___',
    '===',
    '———',
    '–––',
    '***',
    '* * *',
    '- - -',
    '─',
  ])('treats %j as a separator', (line) => {
    expect(isSectionSeparator(line)).toBe(true);
  });

  it.each(['', '--', '- Towels', '* Item', '—', 'Text ---', '-5°C', '==> arrow', '•••'])(
    'does not treat %j as a separator',
    (line) => {
      expect(isSectionSeparator(line)).toBe(false);
    },
  );
});

describe('cleanSectionTitle', () => {
  it('removes markdown heading marks, bold wrappers and a trailing colon', () => {
    expect(cleanSectionTitle('## Parking')).toBe('Parking');
    expect(cleanSectionTitle('#Parking')).toBe('Parking');
    expect(cleanSectionTitle('**Parking**')).toBe('Parking');
    expect(cleanSectionTitle('__Parking__')).toBe('Parking');
    expect(cleanSectionTitle('Parking:')).toBe('Parking');
    expect(cleanSectionTitle('**Parking:**')).toBe('Parking');
    expect(cleanSectionTitle('**Parking**:')).toBe('Parking');
    expect(cleanSectionTitle('  ### **Wood fire** ')).toBe('Wood fire');
  });

  it('removes leading emoji', () => {
    expect(cleanSectionTitle('🔑 Key collection')).toBe('Key collection');
    expect(cleanSectionTitle('🅿️ Parking')).toBe('Parking');
    expect(cleanSectionTitle('👋🏽 Welcome')).toBe('Welcome');
    expect(cleanSectionTitle('## 🔥 Fireplace')).toBe('Fireplace');
  });

  it('keeps inner text, numbers and single asterisks as written', () => {
    expect(cleanSectionTitle('1. Arrive before 9pm')).toBe('1. Arrive before 9pm');
    expect(cleanSectionTitle('Wi-Fi & TV')).toBe('Wi-Fi & TV');
    expect(cleanSectionTitle('*Note')).toBe('*Note');
  });
});

describe('checkInIconKey', () => {
  it.each([
    ['Key Collection', 'key'],
    ['Lockbox', 'key'],
    ['Door code', 'key'],
    ['WiFi', 'wifi'],
    ['Wi-Fi details', 'wifi'],
    ['Internet', 'wifi'],
    ['Parking', 'car'],
    ['Driveway', 'car'],
    ['Driving directions', 'car'],
    ['Car', 'car'],
    ['Check-out', 'clock'],
    ['Checkout', 'clock'],
    ['Check out time', 'clock'],
    ['Arrival', 'clock'],
    ['Times', 'clock'],
    ['Heating', 'flame'],
    ['Fireplace', 'flame'],
    ['Sauna', 'flame'],
    ['Rubbish & Recycling', 'trash'],
    ['Bins', 'trash'],
    ['Waste', 'trash'],
    ['Pets', 'dog'],
    ['Dog rules', 'dog'],
    ['Phone', 'phone'],
    ['Contact us', 'phone'],
    ['Emergency', 'phone'],
    ['Welcome', 'info'],
    ['', 'info'],
  ])('%j → %s', (title, icon) => {
    expect(checkInIconKey(title)).toBe(icon);
  });

  it('does not match keywords inside other words', () => {
    expect(checkInIconKey('Monkey business')).toBe('info');
    expect(checkInIconKey('Cardigan')).toBe('info');
    expect(checkInIconKey('Cabinet')).toBe('info');
  });

  it('only returns known keys', () => {
    for (const title of ['Parking & Keys', 'anything', 'Heat and pets']) {
      expect(CHECK_IN_ICON_KEYS).toContain(checkInIconKey(title));
    }
  });
});

describe('parseCheckInContent', () => {
  it('returns no sections for empty, blank or missing content', () => {
    expect(parseCheckInContent('')).toEqual([]);
    expect(parseCheckInContent('   \n\n')).toEqual([]);
    expect(parseCheckInContent(null)).toEqual([]);
    expect(parseCheckInContent(undefined)).toEqual([]);
  });

  it('reads content without separators as one section', () => {
    expect(parseCheckInContent('Parking\n• Park on the gravel pad\n• Do not block the gate')).toEqual([
      {
        title: 'Parking',
        description: '• Park on the gravel pad\n• Do not block the gate',
        icon: 'car',
      },
    ]);
  });

  it('splits sections at horizontal rules and keeps bullets in the description', () => {
    const content = [
      '🔑 Key Collection',
      '• The lockbox is beside the front door',
      '- Code is in your booking message',
      '',
      '━━━━━━━━━━',
      '',
      '## WiFi',
      'Network: Kanimbla',
      '* Password on the fridge',
      '───',
      'Check-out:',
      'Leave by 10am.',
    ].join('\n');
    expect(parseCheckInContent(content)).toEqual([
      {
        title: 'Key Collection',
        description: '• The lockbox is beside the front door\n- Code is in your booking message',
        icon: 'key',
      },
      { title: 'WiFi', description: 'Network: Kanimbla\n* Password on the fridge', icon: 'wifi' },
      { title: 'Check-out', description: 'Leave by 10am.', icon: 'clock' },
    ]);
  });

  it('accepts \\r\\n line breaks and trims lines', () => {
    expect(
      parseCheckInContent('  Sauna  \r\n   Turn on 30 minutes before use.   \r\n---\r\nBins\r\nTuesday'),
    ).toEqual([
      { title: 'Sauna', description: 'Turn on 30 minutes before use.', icon: 'flame' },
      { title: 'Bins', description: 'Tuesday', icon: 'trash' },
    ]);
  });

  it('collapses runs of blank lines inside a description and drops them at the ends', () => {
    expect(parseCheckInContent('Title\n\n\nLine one\n\n\n\nLine two\n\n')).toEqual([
      { title: 'Title', description: 'Line one\n\nLine two', icon: 'info' },
    ]);
  });

  it('drops empty sections between consecutive separators and at the ends', () => {
    expect(parseCheckInContent('───\n\n───\nPets\nDogs welcome outside.\n───\n   \n───')).toEqual([
      { title: 'Pets', description: 'Dogs welcome outside.', icon: 'dog' },
    ]);
  });

  it('gives a one-line section an empty title and the line as description, with an icon from it', () => {
    expect(parseCheckInContent('Enjoy your stay!\n───\nCall us on 0400 000 000 for anything.')).toEqual([
      { title: '', description: 'Enjoy your stay!', icon: 'info' },
      { title: '', description: 'Call us on 0400 000 000 for anything.', icon: 'phone' },
    ]);
  });

  it('gives a section that starts with a bullet an empty title and all lines as description', () => {
    expect(parseCheckInContent('• Firewood is in the shed\n• Matches above the fireplace')).toEqual([
      {
        title: '',
        description: '• Firewood is in the shed\n• Matches above the fireplace',
        icon: 'flame',
      },
    ]);
  });

  it('uses the description for the icon when the title is only decoration', () => {
    expect(parseCheckInContent('🔥\nLight the fire with the starters provided.')).toEqual([
      { title: '', description: 'Light the fire with the starters provided.', icon: 'flame' },
    ]);
  });

  it('picks the icon from the title first', () => {
    expect(parseCheckInContent('Welcome\nThe wifi password is on the fridge.')[0].icon).toBe('info');
  });

  it('does not take a dash bullet for a separator', () => {
    expect(parseCheckInContent('Rules\n- No smoking\n- No parties')).toEqual([
      { title: 'Rules', description: '- No smoking\n- No parties', icon: 'info' },
    ]);
  });
});

describe('isQuickStartGuide', () => {
  it('is true for Quick Start Guide, trimmed and case-insensitive', () => {
    expect(isQuickStartGuide('Quick Start Guide')).toBe(true);
    expect(isQuickStartGuide('  quick start GUIDE ')).toBe(true);
  });

  it('is false for other titles', () => {
    expect(isQuickStartGuide('Quick Start')).toBe(false);
    expect(isQuickStartGuide('Quick Start Guide 2')).toBe(false);
    expect(isQuickStartGuide('')).toBe(false);
    expect(isQuickStartGuide(null)).toBe(false);
    expect(isQuickStartGuide(undefined)).toBe(false);
  });
});
