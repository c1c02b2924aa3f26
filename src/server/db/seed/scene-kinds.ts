/** The kinds of scene the demo picture generator (scripts/scenes/scenes.ts) can draw. */
export const SCENE_KINDS = [
  'valley',
  'chalet',
  'chalet-dusk',
  'bedroom',
  'loft',
  'bunk-room',
  'living-room',
  'kitchen',
  'bathroom',
  'sauna',
  'deck',
  'fire-pit',
  'forest-walk',
  'waterfall',
  'lookout',
  'cafe',
  'tearoom',
  'wildlife',
  'caves',
  'garden',
  'cable-car',
  'market',
  'hotel',
  'horse-riding',
] as const;

export type SceneKind = (typeof SCENE_KINDS)[number];
