import { post, explain } from './api.js';

const $ = id => document.getElementById(id);

$('open-form').addEventListener('submit', e => {
  e.preventDefault();
  const id = $('open-id').value.trim();
  if (!id) return;
  const move = $('open-move').value.trim();
  window.location.assign('/games/' + encodeURIComponent(id) + '/replay' + (move ? '?move=' + encodeURIComponent(move) : ''));
});

$('import-form').addEventListener('submit', async e => {
  e.preventDefault();
  const file = $('sgf-file').files[0];
  const message = $('import-message');
  if (!file) {
    message.textContent = 'Choose an SGF file first.';
    return;
  }
  message.textContent = 'Importing…';
  try {
    const created = await post('/api/games/import', await file.arrayBuffer(), 'application/x-go-sgf');
    const id = created.gameId || created.id;
    window.location.assign('/games/' + encodeURIComponent(id) + '/replay');
  } catch (err) {
    message.textContent = explain(err);
  }
});
