// Runs the script of a cucc-prof HTML timeline (argv[2]) against a small
// stand-in for the browser's DOM and prints what it drew: one line per
// row label, bar and axis label, then the heading.  tests/run_profile.sh
// checks the counts; a script error fails the run.
const fs = require('fs');
const page = fs.readFileSync(process.argv[2], 'utf8');
const m = page.match(/<script>([\s\S]*)<\/script>/);
if (!m) { console.error('no script'); process.exit(1); }
const drawn = [];
function node(tag) {
    const n = {
        tag, attrs: {}, children: [], style: {}, listeners: {}, textContent: '',
        setAttribute(k, v) { this.attrs[k] = v; },
        appendChild(c) { this.children.push(c); drawn.push(c); return c; },
        removeChild(c) { this.children.splice(this.children.indexOf(c), 1); },
        get firstChild() { return this.children[0] || null; },
        addEventListener(ev, f) { this.listeners[ev] = f; },
    };
    return n;
}
const byId = {head: node('div'), tl: node('svg'), tip: node('div')};
global.document = {
    getElementById: id => byId[id],
    createElementNS: (ns, tag) => node(tag),
};
global.window = {addEventListener() {}};
new Function(m[1])();
const svg = byId.tl;
for (const c of svg.children)
    console.log(c.tag, c.attrs.class || '', c.textContent);
console.log('head', byId.head.textContent);
// a hover shows the operation
const bar = svg.children.find(c => c.tag === 'rect' && c.attrs.class === 'kernel');
if (bar) {
    bar.listeners.mousemove({clientX: 1, clientY: 1});
    console.log('tip', JSON.stringify(byId.tip.textContent));
}
