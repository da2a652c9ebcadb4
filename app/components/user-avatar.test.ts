import { expect, test } from 'vitest'
import { avatarInitials, displayName } from './user-avatar.tsx'

test('initials come from first and last name, else the email, else U', () => {
	expect(avatarInitials({ firstName: 'maya', lastName: 'ortiz', email: 'm@x.com' })).toBe('MO')
	expect(avatarInitials({ firstName: 'Maya', lastName: null, email: 'm@x.com' })).toBe('M')
	expect(avatarInitials({ firstName: null, lastName: null, email: 'zed@x.com' })).toBe('Z')
	expect(avatarInitials({ firstName: ' ', lastName: '', email: '' })).toBe('U')
})

test('the display name is the full name or the email', () => {
	expect(displayName({ firstName: 'Maya', lastName: 'Ortiz', email: 'm@x.com' })).toBe('Maya Ortiz')
	expect(displayName({ firstName: null, lastName: null, email: 'm@x.com' })).toBe('m@x.com')
})
