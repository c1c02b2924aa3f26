/**
 * The order of gallery images (decision 0088): lower sort order first and, among equal orders, the
 * newest first (ids grow with each new photo), so a photo added at order 0 comes before the ones already
 * there: in the back office's grid, the hero's choice and the About images. The server's queries order
 * the same way (gallery.repository.ts, images.repository.ts).
 */

interface Ordered {
  id: number;
  sortOrder: number;
}

export const compareGalleryImages = (a: Ordered, b: Ordered) => a.sortOrder - b.sortOrder || b.id - a.id;

/** The public gallery's order (spec section 9): featured first, then compareGalleryImages. */
export const comparePublicGalleryImages = (
  a: Ordered & { isFeatured: boolean },
  b: Ordered & { isFeatured: boolean },
) => Number(b.isFeatured) - Number(a.isFeatured) || compareGalleryImages(a, b);
