export {prerenderAndHydrate, type PrerenderedTree} from './prerender-and-hydrate';
