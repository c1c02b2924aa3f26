/**
 * The id of the `<script type="application/json">` element in every server-rendered page that carries
 * `{ siteConfig, queryState }`: data the client reads at start-up, never executed, so the CSP allows no
 * inline script but the static ones it names by hash (decision 0020).
 */
export const PAGE_STATE_ELEMENT_ID = 'page-state';
