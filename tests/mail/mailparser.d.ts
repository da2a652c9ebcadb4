// mailparser 3.9 ships no types (and @types/mailparser is not installed): the part tests use.
declare module 'mailparser' {
	export type AddressObject = { value: Array<{ address?: string; name: string }>; text: string }
	export type ParsedMail = {
		subject?: string
		from?: AddressObject
		to?: AddressObject | AddressObject[]
		text?: string
		html?: string | false
		date?: Date
	}
	export function simpleParser(input: Buffer | string | NodeJS.ReadableStream): Promise<ParsedMail>
}
