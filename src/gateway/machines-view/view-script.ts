/**
 * The machine view's browser script (plain JavaScript, served as /machines/view.js). It reads
 * only the documented JSON endpoints with the API key kept in sessionStorage, and draws each
 * machine with Graphviz in WebAssembly (`Viz`, served from node_modules).
 */
export const VIEW_SCRIPT = String.raw`
'use strict';
const KEY = 'tracker.machines.key';
const $ = (id) => document.getElementById(id);
const quote = (text) => '"' + String(text).replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"';
let vizReady = null;

async function api(path) {
  const res = await fetch('/v1' + path, { headers: { authorization: 'Bearer ' + sessionStorage.getItem(KEY) } });
  const body = await res.json();
  if (!res.ok) throw new Error((body.error && body.error.message) || ('HTTP ' + res.status));
  return body;
}

function machineDot(m) {
  const lines = ['digraph ' + quote(m.name) + ' {', 'rankdir=LR; node [shape=box, style="rounded,filled", fillcolor="#eef2fb", fontname="sans-serif"]; edge [fontname="sans-serif", fontsize=10];'];
  lines.push('start [shape=point, width=0.15];');
  for (const s of m.states) {
    const peri = m.finals.includes(s) ? ', peripheries=2' : '';
    lines.push(quote(s) + ' [id=' + quote('state-' + m.name + '-' + s) + ', label=' + quote(s + '\n' + (m.counts[s] || 0)) + peri + '];');
  }
  lines.push('start -> ' + quote(m.initial) + ';');
  const taken = new Map((m.edges || []).map((e) => [(e.from || '') + '|' + e.event + '|' + e.to, e.count]));
  const creations = (m.edges || []).filter((e) => e.from === null).reduce((n, e) => n + e.count, 0);
  if (creations) lines.push('start -> ' + quote(m.initial) + ' [label=' + quote('created ×' + creations) + ', color="#2b59c3"];');
  for (const t of m.transitions) {
    const count = taken.get(t.from + '|' + t.event + '|' + t.to) || 0;
    const label = t.event + (t.guard ? ' [' + t.guard + ']' : '') + (count ? ' ×' + count : '');
    const style = count ? ', color="#2b59c3", penwidth=' + Math.min(1 + Math.log2(1 + count), 5).toFixed(1) : ', color="#9aa3b5"';
    lines.push(quote(t.from) + ' -> ' + quote(t.to) + ' [label=' + quote(label) + style + '];');
  }
  for (const r of m.refused || []) {
    lines.push(quote(r.from) + ' -> ' + quote(r.from) + ' [label=' + quote('refused ' + r.event + ' ×' + r.count) + ', color="#c0392b", fontcolor="#c0392b", style=dashed, class="refused"];');
  }
  lines.push('}');
  return lines.join('\n');
}

function pathDot(p) {
  const lines = ['digraph path {', 'rankdir=LR; node [shape=box, style="rounded,filled", fillcolor="#eef2fb", fontname="sans-serif"]; edge [fontname="sans-serif", fontsize=10];'];
  p.steps.forEach((s, i) => {
    const from = s.from === null ? 'start' : 'n' + i;
    if (i === 0) lines.push(from === 'start' ? 'start [shape=point];' : 'n0 [label=' + quote(s.from) + '];');
    lines.push('n' + (i + 1) + ' [label=' + quote(s.to) + (s.refused ? ', fillcolor="#fdecea"' : '') + '];');
    const label = (i + 1) + '. ' + (s.refused ? 'refused ' : '') + s.event + '\n' + s.at.replace('T', ' ').replace('.000Z', 'Z');
    lines.push((i === 0 ? from : 'n' + i) + ' -> n' + (i + 1) + ' [label=' + quote(label) + (s.refused ? ', color="#c0392b", style=dashed' : '') + '];');
  });
  lines.push('}');
  return lines.join('\n');
}

async function draw(target, dot) {
  vizReady = vizReady || Viz.instance();
  const viz = await vizReady;
  target.replaceChildren(viz.renderSVGElement(dot));
}

function section(m) {
  const box = document.createElement('section');
  box.className = 'machine';
  box.id = 'machine-' + m.name;
  const title = document.createElement('h2');
  title.textContent = m.name;
  const governs = document.createElement('p');
  governs.textContent = m.governs;
  const graph = document.createElement('div');
  graph.className = 'graph';
  box.append(title, governs, graph);
  if ((m.refused || []).length) {
    const refused = document.createElement('p');
    refused.className = 'refused';
    refused.textContent = 'Refused: ' + m.refused.map((r) => r.event + ' in ' + r.from + ' ×' + r.count).join(', ');
    box.append(refused);
  }
  return { box, graph };
}

async function load() {
  const status = $('status');
  status.textContent = 'Loading…';
  try {
    const windowParam = encodeURIComponent($('window').value);
    const list = await api('/machines');
    const lookup = $('lookup-machine');
    lookup.replaceChildren(...list.data.map((m) => new Option(m.name, m.name)));
    const out = $('machines');
    out.replaceChildren();
    for (const summary of list.data) {
      const m = await api('/machines/' + encodeURIComponent(summary.name) + '?window=' + windowParam);
      const { box, graph } = section(m);
      out.append(box);
      await draw(graph, machineDot(m));
    }
    status.textContent = 'Counts from ' + new Date().toISOString() + '; edges over the last ' + $('window').value + '.';
    document.body.dataset.ready = 'true';
  } catch (err) {
    status.textContent = 'Could not load: ' + err.message;
  }
}

async function lookupPath(event) {
  event.preventDefault();
  const target = $('path');
  try {
    const p = await api('/machines/' + encodeURIComponent($('lookup-machine').value) + '/paths/' + encodeURIComponent($('lookup-id').value.trim()));
    const heading = document.createElement('h2');
    heading.textContent = p.machine + ' ' + p.resource_id + ': now ' + p.status;
    const graph = document.createElement('div');
    graph.className = 'graph';
    const list = document.createElement('ol');
    for (const s of p.steps) {
      const item = document.createElement('li');
      item.textContent = s.at + ' ' + (s.from || '(created)') + ' —' + s.event + (s.refused ? ' (refused)' : '') + '→ ' + s.to + ' by ' + s.cause;
      list.append(item);
    }
    target.replaceChildren(heading, graph, list);
    await draw(graph, pathDot(p));
    target.dataset.ready = 'true';
  } catch (err) {
    target.textContent = 'Could not load the path: ' + err.message;
  }
}

function signIn(event) {
  event.preventDefault();
  sessionStorage.setItem(KEY, $('key').value.trim());
  $('key').value = '';
  show();
}

function show() {
  const signedIn = Boolean(sessionStorage.getItem(KEY));
  $('signin').hidden = signedIn;
  $('view').hidden = !signedIn;
  if (signedIn) load();
}

$('signin').addEventListener('submit', signIn);
$('lookup').addEventListener('submit', lookupPath);
$('window').addEventListener('change', load);
$('signout').addEventListener('click', () => { sessionStorage.removeItem(KEY); show(); });
show();
`;
