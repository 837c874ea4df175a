// The administrator's account list (docs/security.md, "Roles"): search by name, page through, tick a role to grant
// it, untick to withdraw it. A refusal (the last administrator, ...) is shown on the account's row and the box goes
// back to what the server holds.
import { get, request, explain, el, when } from './api.js';

const $ = id => document.getElementById(id);
const ROLES = ['organizer', 'analyst', 'admin'];
const SIZE = 20;
let page = 0;
let query = '';
let asked = 0; // only the answer to the latest request is shown (a slow earlier page must not replace a search)

function roleBox(account, role) {
  const box = el('input', { type: 'checkbox', 'data-user': account.username, 'data-role': role,
    'aria-label': `${role} ${account.username}`, checked: account.roles.includes(role) });
  box.addEventListener('change', async () => {
    const rowMessage = box.closest('tr').querySelector('.row-message');
    rowMessage.textContent = '';
    box.disabled = true;
    try {
      const path = `/api/accounts/${encodeURIComponent(account.username)}/roles/${role}`;
      const updated = await request(box.checked ? 'PUT' : 'DELETE', path);
      box.checked = updated.roles.includes(role);
      rowMessage.textContent = box.checked ? `${role} granted` : `${role} withdrawn`;
      rowMessage.className = 'row-message small';
    } catch (e) {
      box.checked = !box.checked;
      rowMessage.textContent = explain(e);
      rowMessage.className = 'row-message message';
      rowMessage.dataset.code = e.code || '';
    } finally {
      box.disabled = false;
    }
  });
  return el('td', { class: 'role' }, box);
}

function row(account) {
  return el('tr', { 'data-account': account.username },
    el('td', { class: 'name', text: account.username }),
    el('td', { text: account.rank || '' }),
    ...ROLES.map(role => roleBox(account, role)),
    el('td', { class: 'small', text: when(account.createdAt) }),
    el('td', {}, el('span', { class: 'row-message small', role: 'status' })));
}

async function load() {
  try {
    const params = new URLSearchParams({ page: String(page), size: String(SIZE) });
    if (query) params.set('query', query);
    const mine = ++asked;
    const found = await get('/api/accounts?' + params);
    if (mine !== asked) return;
    $('account-rows').dataset.query = query;
    $('account-rows').replaceChildren(...(found.accounts.length ? found.accounts.map(row)
      : [el('tr', {}, el('td', { colspan: '7', class: 'small', text: 'No account matches.' }))]));
    const pages = Math.max(1, Math.ceil(found.total / SIZE));
    $('accounts-page').textContent = `Page ${page + 1} of ${pages} (${found.total} ${found.total === 1 ? "account" : "accounts"})`;
    $('accounts-previous').disabled = page === 0;
    $('accounts-next').disabled = page + 1 >= pages;
    $('admin-message').textContent = '';
  } catch (e) {
    $('admin-message').textContent = explain(e);
  }
}

$('account-search').addEventListener('submit', event => {
  event.preventDefault();
  query = $('account-query').value.trim();
  page = 0;
  load();
});
$('accounts-previous').addEventListener('click', () => { page = Math.max(0, page - 1); load(); });
$('accounts-next').addEventListener('click', () => { page += 1; load(); });
load();
