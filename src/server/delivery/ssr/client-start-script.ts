import {
  CLIENT_STARTED_ATTRIBUTE,
  CLIENT_STARTED_EVENT,
  HERO_IMAGE_ATTRIBUTE,
  HERO_LOADED_ATTRIBUTE,
  LATEST_START_MS,
  NO_FRAME_START_MS,
  PAGE_VIEW_SENT_ATTRIBUTE,
  PUBLIC_PAGE_ATTRIBUTE,
} from '../../../client/lib/client-start.js';
import { adminApi } from '../../../shared/admin-routes.js';
import { ICON_SPRITE_ATTRIBUTE } from '../../../shared/icons/sprite-symbol.js';
import { api, paths } from '../../../shared/routes.js';

// The server writes this script into every page of the built app (decision 0024); the browser never
// imports it, so it is not in the client's bundle (its constants are, in `client/lib/client-start.ts`).

/** The web app manifest (`web-app-manifest.ts`): the start script links it (decision 0033). */
export const WEB_APP_MANIFEST_URL = adminApi.webAppManifest;

/**
 * The start script. Its element carries the URLs: `data-css` (the whole stylesheet, linked as
 * `media="print"` so it is fetched and parsed without restyling the page; the entry applies it when
 * needed; once it has arrived its @font-face rules are taken out, since the page's inline CSS declares
 * every face and the same rules applied again would give the page a second set of faces to load before
 * the text drawn in them shows), `data-chunks` (the page's chunks, as `modulepreload` links, four per
 * task: each starts a request, ~0.7 ms of the main thread) and `data-entry` (the entry, a module script;
 * if it cannot be loaded, clicks are no longer held and the page is marked `failed`).
 *
 * It starts once the page has loaded and its first contentful paint has been reported (a `paint` entry
 * comes after the frame was presented; `requestAnimationFrame` runs before it, and on a fast connection
 * the chunks then arrived before the paint they were not needed for): the largest picture of the first
 * view does not share the connection with the JavaScript (decision 0028).
 *
 * A public page's first page view is sent by this script as soon as the page has painted (the way
 * `sendSiteEvent` sends it, the path in `safePath`'s form: a manage link without its token; and not
 * when the visitor asked not to be tracked), so a visitor who leaves
 * before the client starts is counted; it marks `<html>` with the path, and the client sends the page
 * views of its own navigations only.
 *
 * It also marks `<html>` once the first view's main picture has loaded, so the hero's loading overlay
 * fades when the picture is there rather than when the client has started.
 *
 * When the client starts it also links the web app manifest (not in the HTML: a browser fetches it as the
 * page loads, beside the fonts the first paint needs, and only installing the app needs it) and completes
 * the page's icon sprite (decision 0033): the server inlined the symbols its HTML uses; the icons the
 * client renders later (another page, an opened panel, the back office) need the whole sprite (kept by
 * the service worker, so offline pages have it too), asked for in a task of its own (a page's first `fetch`
 * costs a few milliseconds of its own). Only the symbols the page lacks are added, in one step: the inlined
 * ones stay (the same drawings), so no icon on the page is drawn again (replacing them made every `<use>`
 * rebuild its copy: a restyle and layout of the first view); a `<use>` whose symbol arrives later draws it
 * then.
 */
export const clientStartScript = `(function(){var d=document.currentScript.dataset,started=false,loaded=false,painted=false,held=[];function hold(e){var t=e.target;if(!(t instanceof Element)||t.closest('a[href],input,select,textarea,label,summary'))return;while(t&&!(t instanceof HTMLElement))t=t.parentElement;if(!t)return;e.preventDefault();e.stopPropagation();held.push(t)}document.addEventListener('click',hold,true);document.addEventListener(${JSON.stringify(
  CLIENT_STARTED_EVENT,
)},function(){document.removeEventListener('click',hold,true);if(document.documentElement.getAttribute(${JSON.stringify(
  CLIENT_STARTED_ATTRIBUTE,
)})==='started')held.splice(0).forEach(function(t){t.click()})},{once:true});function faceless(){var s=this.sheet,r=s&&s.cssRules;if(r)for(var i=r.length;i--;)if(r[i]instanceof CSSFontFaceRule)s.deleteRule(i)}function add(tag,props){var e=document.createElement(tag);for(var k in props)e[k]=props[k];document.head.appendChild(e)}function preload(chunks){chunks.splice(0,4).forEach(function(href){add('link',{rel:'modulepreload',href:href})});if(chunks.length)setTimeout(preload,0,chunks)}function start(){if(started)return;started=true;add('link',{rel:'manifest',href:${JSON.stringify(WEB_APP_MANIFEST_URL)}});var s=document.querySelector(${JSON.stringify(`[${ICON_SPRITE_ATTRIBUTE}]`)});if(s)setTimeout(function(){fetch(s.getAttribute(${JSON.stringify(ICON_SPRITE_ATTRIBUTE)})).then(function(r){return r.ok?r.text():''}).then(function(t){var n=t?new DOMParser().parseFromString(t,'image/svg+xml').querySelectorAll('symbol[id]'):[],f=document.createDocumentFragment();for(var i=0;i<n.length;i++)if(!document.getElementById(n[i].id))f.appendChild(document.importNode(n[i],true));s.appendChild(f)},function(){})},0);d.css.split(' ').forEach(function(href){if(href)add('link',{rel:'stylesheet',href:href,media:'print',onload:faceless})});preload(d.chunks.split(' ').filter(Boolean));add('script',{type:'module',src:d.entry,onerror:function(){document.removeEventListener('click',hold,true);document.documentElement.setAttribute(${JSON.stringify(
  CLIENT_STARTED_ATTRIBUTE,
)},'failed')}})}function view(){var n=navigator,b;if(!document.querySelector(${JSON.stringify(
  `[${PUBLIC_PAGE_ATTRIBUTE}]`,
)})||n.doNotTrack==='1'||n.globalPrivacyControl)return;b=location.pathname;b=JSON.stringify({name:'page_view',path:b.indexOf(${JSON.stringify(
  `${paths.manageBooking}/`,
)})===0?${JSON.stringify(paths.manageBooking)}:b});if(!(n.sendBeacon&&n.sendBeacon(${JSON.stringify(
  api.events,
)},b)))fetch(${JSON.stringify(api.events)},{method:'POST',body:b,keepalive:true}).catch(function(){});document.documentElement.setAttribute(${JSON.stringify(
  PAGE_VIEW_SENT_ATTRIBUTE,
)},location.pathname)}function shown(){document.documentElement.setAttribute(${JSON.stringify(
  HERO_LOADED_ATTRIBUTE,
)},'')}var image=document.querySelector(${JSON.stringify(`img[${HERO_IMAGE_ATTRIBUTE}]`)});if(image){if(image.complete&&image.naturalWidth)shown();else image.addEventListener('load',shown,{once:true})}function ready(){if(loaded&&painted)setTimeout(start,0)}function paint(){if(painted)return;painted=true;if(!started)view();ready()}try{new PerformanceObserver(function(l,o){o.disconnect();paint()}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(paint,0)})}function load(){loaded=true;ready();setTimeout(start,${NO_FRAME_START_MS})}if(document.readyState==='complete')load();else addEventListener('load',load,{once:true});setTimeout(start,${LATEST_START_MS})})();`;
