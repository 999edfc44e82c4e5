const t0 = performance.now();
const mods = process.argv.slice(2);
for (const m of mods) { const a = performance.now(); await import(m); console.log(m, (performance.now()-a).toFixed(0)); }
console.log('total', (performance.now()-t0).toFixed(0));
