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

const HEAD = 'node [shape=box, style="rounded,filled", fillcolor="#eef2fb", fontname="sans-serif"]; edge [fontname="sans-serif", fontsize=10];';
const idOf = (...parts) => quote(parts.join('-'));

/** The edges to draw: one per pair of states, its label one line per event with its count (parallel edges would stack their labels). */
function edgeLines(m) {
  const count = new Map((m.taken || []).map((e) => [e.from + '|' + e.event + '|' + e.to, e.count]));
  const pairs = new Map();
  const line = (from, to, text, n) => {
    const key = from + '|' + to;
    if (!pairs.has(key)) pairs.set(key, { from, to, lines: [], total: 0 });
    const pair = pairs.get(key);
    pair.lines.push(text + (n ? ' ×' + n : ''));
    pair.total += n;
  };
  const seen = new Set();
  for (const t of m.transitions) {
    const key = t.from + '|' + t.event + '|' + t.to;
    if (seen.has(key)) continue;
    seen.add(key);
    const guards = m.transitions.filter((u) => u.from + '|' + u.event + '|' + u.to === key && u.guard).map((u) => u.guard);
    line(t.from, t.to, t.event + (guards.length ? ' [' + guards.join(' | ') + ']' : ''), count.get(key) || 0);
  }
  // A journalled move the machine no longer has (an older definition) is drawn too, so the counts still add up.
  for (const e of m.taken || []) if (!seen.has(e.from + '|' + e.event + '|' + e.to)) line(e.from, e.to, e.event, e.count);
  return [...pairs.values()];
}

function machineDot(m, rankdir) {
  const lines = ['digraph ' + quote(m.name) + ' {', 'rankdir=' + rankdir + '; nodesep=0.35; ranksep=0.6; ' + HEAD];
  lines.push('start [shape=point, width=0.15];');
  for (const s of m.states) {
    const peri = m.finals.includes(s) ? ', peripheries=2' : '';
    lines.push(quote(s) + ' [id=' + idOf('state', m.name, s) + ', label=' + quote(s + '\n' + (m.counts[s] || 0)) + peri + '];');
  }
  const created = m.created || 0;
  lines.push('start -> ' + quote(m.initial) + ' [id=' + idOf('edge', m.name, 'start', m.initial) + (created ? ', label=' + quote('created ×' + created) + ', color="#2b59c3"' : '') + '];');
  for (const e of edgeLines(m)) {
    const style = e.total ? ', color="#2b59c3", penwidth=' + Math.min(1 + Math.log2(1 + e.total), 5).toFixed(1) : ', color="#9aa3b5"';
    lines.push(quote(e.from) + ' -> ' + quote(e.to) + ' [id=' + idOf('edge', m.name, e.from, e.to) + ', label=' + quote(e.lines.join('\n')) + style + '];');
  }
  const refused = new Map();
  for (const r of m.refused || []) refused.set(r.from, [...(refused.get(r.from) || []), 'refused ' + r.event + ' ×' + r.count]);
  for (const [from, texts] of refused) {
    lines.push(quote(from) + ' -> ' + quote(from) + ' [id=' + idOf('refused', m.name, from) + ', label=' + quote(texts.join('\n')) + ', color="#c0392b", fontcolor="#c0392b", style=dashed, class="refused"];');
  }
  lines.push('}');
  return lines.join('\n');
}

function pathDot(p, rankdir) {
  const lines = ['digraph path {', 'rankdir=' + rankdir + '; ' + HEAD];
  p.steps.forEach((s, i) => {
    const from = s.from === null ? 'start' : 'n' + i;
    if (i === 0) lines.push(from === 'start' ? 'start [shape=point];' : 'n0 [label=' + quote(s.from) + '];');
    lines.push('n' + (i + 1) + ' [label=' + quote(s.to) + (s.refused ? ', fillcolor="#fdecea"' : '') + '];');
    const label = (i + 1) + '. ' + (s.refused ? 'refused ' : '') + s.event + '\n' + s.at.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
    lines.push((i === 0 ? from : 'n' + i) + ' -> n' + (i + 1) + ' [label=' + quote(label) + (s.refused ? ', color="#c0392b", style=dashed' : '') + '];');
  });
  lines.push('}');
  return lines.join('\n');
}

/** The smallest scale a graph is drawn at: its 10pt labels stay at least 10 px high; a wider graph scrolls in its own box. */
const MIN_SCALE = 0.75;
const PX_PER_PT = 4 / 3;

/**
 * Draws dotOf(rankdir) into target, left to right when that fits the box, else top to bottom
 * when that is drawn larger (a phone's width). A graph wider than the box at MIN_SCALE keeps that
 * scale and scrolls sideways inside its box, never the page.
 */
async function draw(target, dotOf) {
  vizReady = vizReady || Viz.instance();
  const viz = await vizReady;
  const room = target.clientWidth || document.documentElement.clientWidth;
  const scaleOf = (svg) => Math.min(1, room / (parseFloat(svg.getAttribute('width')) * PX_PER_PT));
  let svg = viz.renderSVGElement(dotOf('LR'));
  if (scaleOf(svg) < 1) {
    const tall = viz.renderSVGElement(dotOf('TB'));
    if (scaleOf(tall) > scaleOf(svg)) svg = tall;
  }
  if (scaleOf(svg) < MIN_SCALE) {
    svg.style.maxWidth = 'none';
    svg.style.width = (parseFloat(svg.getAttribute('width')) * PX_PER_PT * MIN_SCALE).toFixed(0) + 'px';
  }
  target.replaceChildren(svg);
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
      await draw(graph, (rankdir) => machineDot(m, rankdir));
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
    await draw(graph, (rankdir) => pathDot(p, rankdir));
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
