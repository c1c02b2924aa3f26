import { PAGE_STATE_ELEMENT_ID } from '../../src/shared/page-state.js';

/** The data a server-rendered page carries for the client ({ siteConfig, queryState }), or null. */
export function readPageState(html: string) {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`, 's'),
  );
  return match ? JSON.parse(match[1]) : null;
}
