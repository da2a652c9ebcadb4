import { describe, expect, test } from 'vitest'
import {
	availableMemoryBytes,
	heapLimitMb,
	semiSpaceMb,
	serverEnv,
	serverNodeFlags,
} from './memory.js'

const MB = 1024 * 1024

describe('the server heap', () => {
	test('fits a 512 MB Fly VM with room for the docx worker and LiteFS', () => {
		expect(heapLimitMb(512 * MB)).toBe(204)
		expect(heapLimitMb(512 * MB) + 192 + 60 + 30).toBeLessThan(512)
	})

	test('grows with the machine but stays within 128 MB and 2 GB', () => {
		expect(heapLimitMb(1024 * MB)).toBe(409)
		expect(heapLimitMb(128 * MB)).toBe(128)
		expect(heapLimitMb(64 * 1024 * MB)).toBe(2048)
	})

	test('a container limit smaller than the machine wins', () => {
		const files: Record<string, string> = { '/sys/fs/cgroup/memory.max': `${512 * MB}\n` }
		const readFile = (file: string) => {
			const value = files[file]
			if (value === undefined) throw new Error('ENOENT')
			return value
		}
		expect(availableMemoryBytes({ totalmem: 16 * 1024 * MB, readFile })).toBe(512 * MB)
		files['/sys/fs/cgroup/memory.max'] = 'max\n'
		expect(availableMemoryBytes({ totalmem: 16 * 1024 * MB, readFile })).toBe(16 * 1024 * MB)
	})

	test('a young generation sized for the VM, not the 128 MB Node picks everywhere', () => {
		expect(semiSpaceMb(512 * MB)).toBe(8)
		expect(semiSpaceMb(1024 * MB)).toBe(16)
		expect(semiSpaceMb(24 * 1024 * MB)).toBe(16)
	})

	test('sets each heap flag unless NODE_OPTIONS already chose it', () => {
		expect(serverNodeFlags({ nodeOptions: '', memoryBytes: 512 * MB })).toEqual([
			'--max-old-space-size=204',
			'--max-semi-space-size=8',
			'--heap-growing-percent=30',
		])
		expect(
			serverNodeFlags({ nodeOptions: '--max-old-space-size=300', memoryBytes: 1024 * MB }),
		).toEqual(['--max-semi-space-size=16', '--heap-growing-percent=30'])
		expect(
			serverNodeFlags({
				nodeOptions: '--max-old-space-size=300 --max-semi-space-size=4',
				memoryBytes: 1024 * MB,
			}),
		).toEqual(['--heap-growing-percent=30'])
	})

	test("limits glibc's arenas unless the environment already says", () => {
		expect(serverEnv({ PORT: '3000' })).toEqual({
			PORT: '3000',
			MALLOC_ARENA_MAX: '2',
			MALLOC_MMAP_THRESHOLD_: '131072',
			MALLOC_TRIM_THRESHOLD_: '131072',
		})
		expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4')
	})
})
