import type { RouteDefinition } from '../http/route.ts';

export const routes: RouteDefinition[] = [];
