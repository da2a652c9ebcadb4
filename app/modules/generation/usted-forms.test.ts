import { describe, expect, test } from 'vitest'
import { isQuotable, writePosts } from './post-writer.ts'
import { buildSourceModel } from './source-model.ts'
import { modelSaidToUsted, modelSpokenToUsted, toUsted } from './usted-forms.ts'

describe('a sentence said to "tú", reworded for a voice that says "usted"', () => {
	test.each([
		['Pela los ajos y dóralos en el aceite.', 'Pele los ajos y dórelos en el aceite.'],
		['Pásamelo.', 'Pásemelo.'],
		['Hazlo tú mismo.', 'Hágalo usted mismo.'],
		['Ponle sal al gusto.', 'Póngale sal al gusto.'],
		['Dale la vuelta y cuécela dos minutos.', 'Dele la vuelta y cuézala dos minutos.'],
		['Fíjate en el color.', 'Fíjese en el color.'],
		['Échale un vistazo a tu presupuesto.', 'Échele un vistazo a su presupuesto.'],
		['Calcula tus gastos fijos cada mes.', 'Calcule sus gastos fijos cada mes.'],
		['Ve a la tienda y pide el pan.', 'Vaya a la tienda y pida el pan.'],
	])('a command: %s', (tu, usted) => {
		expect(toUsted(tu)).toBe(usted)
	})

	test.each([
		['Si tienes prisa, usa harina de trigo.', 'Si tiene prisa, use harina de trigo.'],
		['Cuando termines, guarda el archivo.', 'Cuando termine, guarde el archivo.'],
		[
			'Cuando esté templado pon un poco de aceite en la cazuela.',
			'Cuando esté templado ponga un poco de aceite en la cazuela.',
		],
		[
			'Añade la harina, la sal y el agua, y mezcla bien.',
			'Añada la harina, la sal y el agua, y mezcle bien.',
		],
	])('the main clause after an opening one, and commands joined by "y": %s', (tu, usted) => {
		expect(toUsted(tu)).toBe(usted)
	})

	test.each([
		['No te olvides de la sal.', 'No se olvide de la sal.'],
		['No lo desperdicies.', 'No lo desperdicie.'],
		['Esta receta te permite ahorrar.', 'Esta receta le permite ahorrar.'],
		['Puedes congelarlas durante un mes.', 'Puede congelarlas durante un mes.'],
		['Con esto obtendrás unas tortillas suaves.', 'Con esto obtendrá unas tortillas suaves.'],
		['Te recomiendo que pruebes esta.', 'Le recomiendo que pruebe esta.'],
	])('other "tú" forms: %s', (tu, usted) => {
		expect(toUsted(tu)).toBe(usted)
	})

	test('words that only look like commands stay as they are', () => {
		expect(toUsted('Lo que pasa en el mundo.')).toBe('Lo que pasa en el mundo.')
		expect(toUsted('Si los tomates están maduros, córtalos.')).toBe(
			'Si los tomates están maduros, córtelos.',
		)
		expect(toUsted('Añade harina y sal.')).toBe('Añada harina y sal.')
		expect(toUsted('Prueba de ello es la receta.', { commands: true })).toBe(
			'Prueba de ello es la receta.',
		)
		expect(toUsted('Atrás quedó el invierno.')).toBe('Atrás quedó el invierno.')
	})

	test('a verb after "tú" or "te" is said to "usted" too', () => {
		expect(toUsted('Y cuando lo pienses, te darás cuenta de que tú mandas.')).toBe(
			'Y cuando lo piense, se dará cuenta de que usted manda.',
		)
		expect(toUsted('Si te cansas, descansa un rato.')).toBe('Si se cansa, descanse un rato.')
	})

	test('a sentence that says "tu" speaks to "tú": its opening verb is a command, in any text', () => {
		expect(
			toUsted('Recuerda que nunca es tarde para tomar el control de tu dinero.', {
				commands: false,
			}),
		).toBe('Recuerde que nunca es tarde para tomar el control de su dinero.')
	})

	test('a sentence with a "tú" form it cannot change is not given back', () => {
		expect(toUsted('¿Comprarías una casa sin verla?')).toBeNull()
	})
})

describe('a Spanish recipe written to "tú" under a voice that says "usted"', () => {
	const recipe = `# Tortillas de harina caseras

Las tortillas de harina son el pan de cada día en el norte de México, y en casa salen mejor que las del súper.

## Preparación

Mezcla la harina con la sal y la manteca hasta que parezca arena húmeda.

Añade el agua tibia poco a poco y amasa durante cinco minutos.

Divide la masa en doce bolitas y déjalas reposar media hora tapadas con un trapo.

Extiende cada bolita con el rodillo y cuécela en un comal bien caliente.

Si te sobran, guárdalas en una bolsa y caliéntalas al día siguiente.
`
	test('its steps are posted in "usted", and none in "tú"', () => {
		const posts = writePosts({
			sourceContent: recipe,
			brandVoice: 'Panadería familiar. Formal, amable, siempre de usted. Sin emojis.',
			contentGoal: 'Que la gente pida tortillas por WhatsApp',
			seoOptimize: false,
		})
		const all = posts.map((p) => p.content).join('\n')
		expect(all).toMatch(
			/\b(?:Mezcle|Añada|amase|Divida|déjelas|Extienda|cuézala|guárdelas|caliéntelas)\b/u,
		)
		expect(all).not.toMatch(
			/\b(?:Mezcla|Añade|amasa|Divide|déjalas|Extiende|cuécela|guárdalas|caliéntalas)\b/u,
		)
	})
})

describe('verbs listed after one said to "tú" (session 18)', () => {
	test('each verb of the list is said to "usted"; nouns listed after a verb are not', () => {
		expect(
			toUsted('Lo mejor es que la fuerza te acompañe mientras trabajas, estudias o programas.'),
		).toBe('Lo mejor es que la fuerza le acompañe mientras trabaja, estudia o programa.')
		expect(toUsted('Mientras comes, bebes y duermes.')).toBe('Mientras come, bebe y duerme.')
		expect(toUsted('Si tienes casas, coches y motos.')).toBe('Si tiene casas, coches y motos.')
	})
})

describe('a reworded sentence in a post (session 18)', () => {
	test('is never put in quotation marks: a quote holds the words as written', () => {
		const story = `# Presupuesto: el secreto para llegar a fin de mes

**Recuerda que nunca es tarde para tomar el control de tu dinero.**

Al igual que muchos, mi vida ha estado llena de cambios, y uno de los más grandes fue mudarme de México a España.
`
		const said = modelSaidToUsted(buildSourceModel(story))
		const stressed = said.sentences.find((s) => s.text.startsWith('Recuerde'))
		expect(stressed?.saysUsted).toBe(true)
		expect(stressed && isQuotable(stressed)).toBe(false)
		const asWritten = buildSourceModel(story).sentences.find((s) => s.text.startsWith('Recuerda'))
		expect(asWritten && isQuotable(asWritten)).toBe(true)
	})
})

describe('what the review of the rewording found (session 18)', () => {
	test.each([
		'Tiene un sabor fuerte y deja buena suerte.',
		'Sal y pimienta al gusto.',
		'Está listo en 10 minutos.',
		'Sé que cuesta empezar.',
		'Da igual el tamaño.',
		'Sirve para cualquier router.',
		'Lleva unos 20 minutos.',
		'Forma parte de nuestro equipo.',
		'Cocina mediterránea.',
		'No, gracias.',
		'Tarifas no reembolsables.',
		'Si Lucas quiere, puede venir.',
		'Las librerías cierran a las ocho.',
	])('a sentence that says nothing to "tú" stays as it is: %s', (text) => {
		expect(toUsted(text)).toBe(text)
	})
	test.each([
		['Añade las pasas.', 'Añada las pasas.'],
		['Te lo explico.', 'Se lo explico.'],
		['Cuídate mucho.', 'Cuídese mucho.'],
		['Quítalo del fuego.', 'Quítelo del fuego.'],
		['Envíalo hoy.', 'Envíelo hoy.'],
		['Léelo con calma.', 'Léalo con calma.'],
		['Fríe las patatas y sírvelas.', 'Fría las patatas y sírvalas.'],
		['Hornea 30 minutos.', 'Hornee 30 minutos.'],
	])('accents and nouns: %s', (tu, usted) => {
		expect(toUsted(tu)).toBe(usted)
	})
	test('a "tú" command the lists do not know gives the sentence up', () => {
		expect(toUsted('Disfruta de tu café.')).toBeNull()
		expect(toUsted('Reúne a tu equipo.')).toBeNull()
	})
	test('a recipe’s steps, posted from the source’s own lines, are in "usted" too', () => {
		const recipe = `# Tortilla de patatas

## Ingredientes

- 4 huevos
- 3 patatas
- 1 cebolla

## Preparación

1. Pela las patatas y córtalas en láminas finas.
2. Fríe las patatas con la cebolla a fuego lento.
3. Bate los huevos y mézclalos con las patatas.
4. Cuaja la tortilla por los dos lados.
`
		const posts = writePosts({
			sourceContent: recipe,
			brandVoice: 'Restaurante familiar. Formal, usted, sin emojis.',
			contentGoal: 'Que reserven mesa para el domingo',
			seoOptimize: false,
		})
		const all = posts.map((p) => p.content).join('\n')
		expect(all).not.toMatch(/\b(?:Pela|córtalas|Fríe|Bate|mézclalos)\b/u)
	})
})

describe('commands the word list does not hold, and a list of headings (session 19)', () => {
	test.each([
		['Prioriza tus tareas del día.', 'Priorice sus tareas del día.'],
		['Organiza tu espacio y optimiza tu tiempo.', 'Organice su espacio y optimice su tiempo.'],
		['Añade tests o refactoriza uno existente.', 'Añada tests o refactorice uno existente.'],
		['Simplifica tu vida.', 'Simplifique su vida.'],
	])('a verb made with -izar or -ificar is a command like a listed one: %s', (tu, usted) => {
		expect(toUsted(tu)).toBe(usted)
	})

	test.each(['La ceniza del volcán cubrió el pueblo.', 'Una tarde rojiza en la playa.'])(
		'a noun or an adjective so ending stays as it is: %s',
		(text) => {
			expect(toUsted(text)).toBe(text)
		},
	)

	const guide = [
		'# Buenas prácticas para tus commits',
		'',
		'Un buen mensaje de commit te ahorra tiempo cuando vuelves a tu código meses después.',
		'',
		'## 1. Usa el verbo imperativo',
		'',
		'El mensaje dice lo que hace el commit, no lo que hiciste.',
		'',
		'## 2. No uses punto final en tus mensajes',
		'',
		'La puntuación sobra en un título corto.',
		'',
		'## 3. Escúchate cuando lo leas en voz alta',
		'',
		'Si suena raro, reescríbelo.',
		'',
		'## 4. Piensa en quien lo leerá',
		'',
		'Otra persona leerá tu historial algún día.',
	].join('\n')

	test('the headings a guide lists as its points are reworded, not only its sentences', () => {
		const said = modelSaidToUsted(buildSourceModel(guide))
		const items = said.lists.flatMap((list) => list.items.map((item) => item.text))
		expect(items).toContain('Use el verbo imperativo')
		expect(items).toContain('No use punto final en sus mensajes')
	})

	test('what is spoken to "usted" leaves out what could not be reworded', () => {
		const built = buildSourceModel(guide)
		const spoken = modelSpokenToUsted(built)
		const sayable = spoken.sentences.filter((s) => s.standsAlone).map((s) => s.text)
		const listed = spoken.lists.flatMap((list) => list.items.map((item) => item.text))
		for (const line of [...sayable, ...listed])
			expect(line).not.toMatch(/(?<!\p{L})(?:tu|tus|te|vuelves)(?!\p{L})/u)
		expect(listed).toContain('Use el verbo imperativo')
	})
})

describe('readers addressed as "vosotros" under a voice that says "usted" (session 19)', () => {
	test.each([
		[
			'Os contamos todo lo que ha preparado el chef.',
			'Les contamos todo lo que ha preparado el chef.',
		],
		[
			'Estos menús duran hasta mayo y os los recomendamos.',
			'Estos menús duran hasta mayo y se los recomendamos.',
		],
		['Vuestra mesa está lista.', 'Su mesa está lista.'],
	])('is said to "ustedes": %s', (vosotros, ustedes) => {
		expect(toUsted(vosotros)).toBe(ustedes)
	})

	test('a verb said to "vosotros" leaves the sentence out, and "los huesos" is no pronoun', () => {
		expect(toUsted('Si tenéis la oportunidad, no lo dudéis.')).toBeNull()
		expect(toUsted('Los huesos del jamón dan un buen caldo.')).toBe(
			'Los huesos del jamón dan un buen caldo.',
		)
		const review = [
			'# Cena de aniversario',
			'',
			'El restaurante cumple veinte años y lo celebra con un menú especial de tres platos.',
			'',
			'Si tenéis la oportunidad de ir, no os arrepentiréis de probar el arroz meloso.',
			'',
			'El menú cuesta veinte euros con dos copas de vino de la casa.',
		].join('\n')
		const said = modelSaidToUsted(buildSourceModel(review))
		const left = said.sentences.find((s) => s.text.startsWith('Si tenéis'))
		expect(left?.standsAlone).toBe(false)
	})
})

describe('what the review of session 19 found', () => {
	test.each([
		'Hortaliza de temporada en cada mercado.',
		'Cantamos «Todos os dias» al final del concierto.',
		'La Navidad llega pronto a Madrid este año.',
	])('no command and no "vosotros" in: %s', (text) => {
		expect(toUsted(text)).toBe(text)
	})
	test('a verb told of someone after "y" is no command', () => {
		expect(toUsted('Él llega, saluda y intenta algo nuevo.')).not.toBe(
			'Él llega, saluda y intente algo nuevo.',
		)
	})
	test.each(['Reservad ya vuestra plaza.', 'Contadnos qué os parece.', 'Apuntaos al taller.'])(
		'a command to "vosotros" is not half reworded: %s',
		(text) => {
			expect(toUsted(text)).toBeNull()
		},
	)
})

describe('an infinitive with “te” after a verb of ours (session 20)', () => {
	test.each([
		[
			'¡Esperamos verte en nuestra nueva tienda y compartir contigo la emoción!',
			'¡Esperamos verle en nuestra nueva tienda y compartir con usted la emoción!',
		],
		['Nos encantaría ayudarte con tu proyecto.', 'Nos encantaría ayudarle con su proyecto.'],
		['Somos fuertes y tenemos suerte.', 'Somos fuertes y tenemos suerte.'],
		['Buscamos contraparte local.', 'Buscamos contraparte local.'],
	])('%s', (tu, usted) => {
		expect(toUsted(tu)).toBe(usted)
	})
})
