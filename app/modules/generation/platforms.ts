// The platforms a generation writes for, in the order of its posts. A module of its own so that
// the request thread can name them without loading the engine (ADR 035).
export type Platform = 'twitter' | 'linkedin' | 'instagram'
export const PLATFORMS: readonly Platform[] = ['twitter', 'linkedin', 'instagram']
