import { register } from 'node:module';

register('./ignore-css.mjs', import.meta.url);
