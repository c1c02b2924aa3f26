/** Every path of the site and every API call in one place (spec sections 2 and 7). */

export const paths = {
  home: '/',
  checkIn: '/check-in',
  guestInfo: '/guest-info',
  attractions: '/attractions',
  gallery: '/gallery',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    gallery: '/admin/gallery',
    rooms: '/admin/rooms',
    testimonials: '/admin/testimonials',
    messages: '/admin/messages',
    attractions: '/admin/attractions',
    amenities: '/admin/amenities',
    guestInformation: '/admin/guest-information',
    checkIn: '/admin/check-in',
    accessCodes: '/admin/access-codes',
  },
} as const;

/** Home page section ids, in page order. */
export const sectionIds = {
  home: 'home',
  about: 'about',
  rooms: 'rooms',
  amenities: 'amenities',
  attractions: 'attractions',
  gallery: 'gallery',
  testimonials: 'testimonials',
  guestInfo: 'guest-info',
  checkInHelp: 'check-in-help',
  contact: 'contact',
} as const;

export const api = {
  health: '/api/health',
  gallery: '/api/gallery',
  galleryItem: (id: number) => `/api/gallery/${id}`,
  rooms: '/api/rooms',
  room: (id: number) => `/api/rooms/${id}`,
  amenities: '/api/amenities',
  amenity: (id: number) => `/api/amenities/${id}`,
  attractionCategories: '/api/attraction-categories',
  attractionCategory: (id: number) => `/api/attraction-categories/${id}`,
  attractions: '/api/attractions',
  attraction: (id: number) => `/api/attractions/${id}`,
  guestInfoCategories: '/api/guest-info/categories',
  guestInfoCategory: (id: number) => `/api/guest-info/categories/${id}`,
  guestInfoItems: '/api/guest-info/items',
  guestInfoItem: (id: number) => `/api/guest-info/items/${id}`,
  publicTestimonials: '/api/testimonials?activeOnly=true',
  testimonials: '/api/testimonials',
  testimonial: (id: number) => `/api/testimonials/${id}`,
  contact: '/api/contact',
  accessCodes: '/api/access-codes',
  accessCode: (id: number) => `/api/access-codes/${id}`,
  validateAccessCode: '/api/access-codes/validate',
  checkIn: (code: string) => `/api/check-in?code=${encodeURIComponent(code)}`,
  checkInInstructionsAll: '/api/check-in-instructions/all',
  checkInInstructions: '/api/check-in',
  checkInInstruction: (id: number) => `/api/check-in/${id}`,
  adminUser: '/api/admin/user',
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  upload: '/api/upload',
  resolveImage: '/api/resolve-image',
  optimizeImage: '/api/optimize-image',
  heroImage: '/images/hero.webp',
} as const;

export interface PageMeta {
  title: string;
  description: string;
  /** Header breadcrumb (spec: desktop only, non-home pages). */
  breadcrumb: string;
  noindex: boolean;
  notFound: boolean;
}

const DEFAULT_DESCRIPTION =
  'A four-bedroom, pet-friendly luxury alpine chalet on 22 acres of private bushland in Kanimbla, Blue Mountains, NSW. Sauna, bath, fireplace, fire pit and panoramic valley views.';

const publicPages: Record<string, Omit<PageMeta, 'noindex' | 'notFound'>> = {
  [paths.home]: {
    title: 'Kanimbla Alpine Chalet | Luxury Blue Mountains Retreat',
    description: DEFAULT_DESCRIPTION,
    breadcrumb: '',
  },
  [paths.checkIn]: {
    title: 'Check-in Instructions | Kanimbla Alpine Chalet',
    description: 'Enter your access code to see the check-in instructions for your stay.',
    breadcrumb: 'Check-in Instructions',
  },
  [paths.guestInfo]: {
    title: 'Guest Information | Kanimbla Alpine Chalet',
    description:
      'Everything you need for a perfect stay at the chalet: arrival, house rules, what to bring and more.',
    breadcrumb: 'Guest Information',
  },
  [paths.attractions]: {
    title: 'Local Attractions | Kanimbla Alpine Chalet',
    description: 'Walks, lookouts, dining and adventures near the chalet in the Blue Mountains.',
    breadcrumb: 'Local Attractions',
  },
  [paths.gallery]: {
    title: 'Gallery | Kanimbla Alpine Chalet',
    description: 'Photos of the chalet, its rooms, the valley views and the Blue Mountains around it.',
    breadcrumb: 'Gallery',
  },
  [paths.privacyPolicy]: {
    title: 'Privacy Policy | Kanimbla Alpine Chalet',
    description: 'How the chalet website collects, uses and protects your personal information.',
    breadcrumb: '',
  },
  [paths.termsOfUse]: {
    title: 'Terms of Use | Kanimbla Alpine Chalet',
    description: 'The terms that apply to your use of the chalet website.',
    breadcrumb: '',
  },
};

/** Title, description and indexing rules of a path (pathname only, no query). */
export function getPageMeta(pathname: string): PageMeta {
  const page = publicPages[pathname];
  if (page) return { ...page, noindex: false, notFound: false };
  if (pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`)) {
    return {
      title: 'Admin | Kanimbla Alpine Chalet',
      description: 'Chalet back office.',
      breadcrumb: 'Admin Dashboard',
      noindex: true,
      notFound: false,
    };
  }
  return {
    title: '404 Page Not Found | Kanimbla Alpine Chalet',
    description: DEFAULT_DESCRIPTION,
    breadcrumb: '',
    noindex: true,
    notFound: true,
  };
}

/** The API reads each public page renders with; the server prefetches them so HTML arrives complete. */
export function getPrefetchUrls(pathname: string): string[] {
  switch (pathname) {
    case paths.home:
      return [
        api.gallery,
        api.rooms,
        api.amenities,
        api.attractionCategories,
        api.attractions,
        api.publicTestimonials,
        api.guestInfoCategories,
        api.guestInfoItems,
      ];
    case paths.guestInfo:
      return [api.guestInfoCategories, api.guestInfoItems];
    case paths.attractions:
      return [api.attractionCategories, api.attractions];
    case paths.gallery:
      return [api.gallery];
    default:
      return [];
  }
}
