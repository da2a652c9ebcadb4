// Social sign-in providers are listed once their client id and secret are configured (issue 6).
export async function loader() {
	return Response.json({ providers: [] as string[] })
}
