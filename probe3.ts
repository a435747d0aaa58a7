import { loadStoryPairs } from './test/unit/changes/labelled-pairs';
import { detectChange } from './src/domain/changes';
const ps = loadStoryPairs('bench/holdout-w4d/pairs.json').filter((p:any)=>JSON.stringify(p.next).includes('Hollandse'));
for (const p of ps) console.log(JSON.stringify(detectChange(p.prev,p.next,p.ctx),null,1));
