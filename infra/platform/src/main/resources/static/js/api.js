// Talks to the JSON API as the signed-in user: the session cookie authenticates, and every change carries the
// CSRF token the page was rendered with (meta _csrf) or the XSRF-TOKEN cookie (docs/security.md).

function csrfHeaders() {
  const token = document.querySelector('meta[name="_csrf"]');
  const header = document.querySelector('meta[name="_csrf_header"]');
  if (token && header && token.content) {
    return { [header.content]: token.content };
  }
  const cookie = document.cookie.split('; ').find(c => c.startsWith('XSRF-TOKEN='));
  return cookie ? { 'X-XSRF-TOKEN': decodeURIComponent(cookie.substring(11)) } : {};
}

/** An API refusal: {status, code, detail} from the problem+json body. */
export class ApiError extends Error {
  constructor(status, code, detail) {
    super(detail || code || ('HTTP ' + status));
    this.status = status;
    this.code = code;
  }
}

async function handle(response) {
  const type = response.headers.get('Content-Type') || '';
  if (!response.ok) {
    if (type.includes('json')) {
      const problem = await response.json();
      throw new ApiError(response.status, problem.code, problem.detail || problem.title);
    }
    throw new ApiError(response.status, 'HTTP_' + response.status, 'the server answered ' + response.status);
  }
  if (type.includes('json')) {
    return response.json();
  }
  return response.text();
}

export async function get(path) {
  return handle(await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }));
}

/**
 * One page of a paged list (docs/api.md, "Paging"): {items, next}, next being the cursor of the following page (from
 * the X-Next-Cursor header) or null on the last page.
 */
export async function getPage(path, cursor) {
  const url = cursor ? path + (path.includes('?') ? '&' : '?') + 'cursor=' + encodeURIComponent(cursor) : path;
  const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  const items = await handle(response);
  return { items, next: response.headers.get('X-Next-Cursor') };
}

/**
 * A "More" button placed after {@code anchor} (once), shown while {@code next} is a cursor; a click calls
 * {@code load(next)}, which loads and appends the next page.
 */
export function moreButton(anchor, next, load) {
  let button = anchor.nextElementSibling;
  if (!button || !button.classList.contains('more')) {
    button = el('button', { type: 'button', class: 'more', text: 'More' });
    anchor.after(button);
  }
  button.hidden = !next;
  button.onclick = () => load(next);
}

export async function post(path, body, contentType = 'application/json') {
  const headers = Object.assign({ Accept: 'application/json' }, csrfHeaders());
  let payload;
  if (body !== undefined && body !== null) {
    headers['Content-Type'] = contentType;
    payload = contentType === 'application/json' ? JSON.stringify(body) : body;
  }
  return handle(await fetch(path, { method: 'POST', headers, body: payload, credentials: 'same-origin' }));
}

/** Any method (PUT, DELETE...) with the CSRF header, like post. */
export async function request(method, path, body) {
  const headers = Object.assign({ Accept: 'application/json' }, csrfHeaders());
  let payload;
  if (body !== undefined && body !== null) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return handle(await fetch(path, { method, headers, body: payload, credentials: 'same-origin' }));
}

export function me() {
  const m = document.querySelector('meta[name="openkifu-user"]');
  return m && m.content ? m.content : null;
}

/** The signed-in account's roles when the page was rendered (lower case: 'organizer', 'admin'...); [] when signed out. */
export function myRoles() {
  const m = document.querySelector('meta[name="openkifu-roles"]');
  return m && m.content ? m.content.split(' ') : [];
}

/** Sentences for the refusals a player meets most, keyed by the API's stable codes. */
const REASONS = {
  MOVE_ILLEGAL_KO: 'Ko: you cannot retake the ko immediately. Play elsewhere first.',
  MOVE_ILLEGAL_SUPERKO: 'Superko: this move would repeat an earlier position.',
  MOVE_ILLEGAL_SUICIDE: 'Suicide: this stone would have no liberties.',
  POINT_OCCUPIED: 'There is already a stone there.',
  NOT_YOUR_TURN: 'It is not your turn.',
  GAME_OVER: 'The game is over.',
  UNAUTHENTICATED: 'Sign in first.',
};

/** A message for people: the server's sentence, or ours for a well-known code the server left without one. */
export function explain(error) {
  if (error instanceof ApiError) {
    return error.message && !error.message.startsWith('HTTP ') ? error.message : (REASONS[error.code] || error.code);
  }
  return 'Something went wrong: ' + error.message;
}

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'text') node.textContent = v;
    else if (k.startsWith('on')) node.addEventListener(k.substring(2), v);
    else node.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) {
    if (c !== null && c !== undefined) node.append(c);
  }
  return node;
}

export function when(iso) {
  if (!iso) return '';
  const d = new Date(iso);
  return d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
