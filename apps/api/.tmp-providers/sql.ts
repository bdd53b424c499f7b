import { openDatabase } from '../src/db/client';
import { providerPageQuery } from '../src/modules/providers/search-query';
const handle = openDatabase({ DATA_DIR: 'memory://' });
const q = providerPageQuery(handle.db, { languages: ['hindi'], concerns: ['anxiety'], maxPriceTier: 2 }, { sort: 'earliest', limit: 21, after: { key: [0, 1.7e15], id: 5 } }).toSQL();
console.log(q.sql); console.log(q.params);
await handle.close();
