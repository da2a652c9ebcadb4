// Shot lists, transitions, production notes and connecting lines per reel category, in the three
// product languages. They describe how to film, never what the source says, so they hold no
// facts and no digits; {focus} is filled with the scene's own key phrase from the source.
import type { GoalKind } from '#app/modules/generation/goal.ts'
import type { ContentLanguage } from '#app/modules/generation/source-analysis.ts'
import type { VoiceTone } from '#app/modules/generation/voice-style.ts'
import type { HookType, ReelCategory } from './reel-options.ts'

export type CategoryStyle = {
	hookShot: string
	pointShots: readonly string[]
	recapShot: string
	ctaShot: string
	transitions: readonly string[]
	lighting: string
	framing: string
	music: string
	/** Followed by the reel's own focus phrases. */
	broll: string
}

type StyleTable = Record<ReelCategory, CategoryStyle>

const EN: StyleTable = {
	educational: {
		hookShot:
			'Medium close-up, face to camera at eye level. Lean in on the first word; the hook text is on screen from the first frame.',
		pointShots: [
			'Talking head, medium shot. Key words appear as bold captions; quick punch-in on “{focus}”.',
			'Screen recording or whiteboard sketch that shows “{focus}”, with your voice over it.',
			'Close-up of your hands pointing at the on-screen text while you explain.',
			'Split screen: you on one side, a simple diagram about “{focus}” building up on the other.',
			'Back to face to camera, framed a little tighter than before.',
		],
		recapShot: 'Medium shot; the key words from the reel stack up on screen as a checklist.',
		ctaShot: 'Face to camera, relaxed smile, point down toward the caption.',
		transitions: [
			'Jump cut',
			'Punch-in zoom on the key word',
			'Hard cut on the beat',
			'Swipe left',
		],
		lighting:
			'Lighting: soft key light at a slight angle to your face, a window works; avoid overhead light.',
		framing:
			'Framing: vertical, full screen; keep your face and all text inside the centre safe area, clear of the app buttons.',
		music: 'Music: a light instrumental bed well under the voice; nothing with lyrics.',
		broll: 'B-roll to gather: screen captures, notes or simple diagrams of',
	},
	entertainment: {
		hookShot:
			'Start mid-action with tight framing and an exaggerated reaction to camera; the hook text slams in.',
		pointShots: [
			'Fast jump cuts between two angles of you reacting to “{focus}”.',
			'Reaction shot: look straight into the lens in disbelief.',
			'Meme-style insert: freeze frame, the text “{focus}” and a zoom punch.',
			'Act the moment out with a prop, or play a second character in a different shirt.',
			'Wide shot with a quick spin or step into frame to reset the energy.',
		],
		recapShot: 'Rapid montage of the best moments so far, cut to the beat.',
		ctaShot: 'Deadpan close-up, then break into a grin as you deliver the line.',
		transitions: ['Whip pan', 'Zoom punch', 'Smash cut', 'Match cut on movement'],
		lighting: 'Lighting: bright and even, a ring light or a big window in front of you.',
		framing: 'Framing: vertical, full screen, tight on faces; leave space at the top for the text.',
		music: 'Music: a trending, upbeat sound; cut every shot change on the beat.',
		broll: 'B-roll and props to gather:',
	},
	behind_scenes: {
		hookShot:
			'Handheld shot walking into your workspace, phone at chest height; the hook text appears over it.',
		pointShots: [
			'Over-the-shoulder shot of you working on “{focus}”.',
			'Close-up of the tools, notes or screen behind “{focus}”.',
			'Candid wide shot of the workspace in natural light, nothing staged.',
			'Quick time-lapse of the work in progress.',
			'Handheld close-up of the small details nobody usually sees.',
		],
		recapShot: 'Slow pan across the finished work, or the messy desk it came from.',
		ctaShot: 'Flip to selfie mode and talk straight to camera.',
		transitions: ['Cut on action', 'Speed ramp', 'Handheld whip', 'Jump cut'],
		lighting:
			'Lighting: keep the real light of the space; add a small lamp only if faces fall into shadow.',
		framing:
			'Framing: vertical and handheld on purpose; steady enough that the text stays readable.',
		music: 'Music: low lo-fi or ambient, with the natural sounds of the work left in.',
		broll: 'Behind-the-scenes B-roll to gather:',
	},
	tips: {
		hookShot:
			'Face to camera, tight framing, a confident nod on the first word; the hook text is on screen at once.',
		pointShots: [
			'Tip card with “{focus}”, then cut to you showing it.',
			'Medium shot; point at the tip text as it pops in beside you.',
			'Close-up demo of “{focus}” in action.',
			'Side by side: doing it the old way versus with this tip.',
			'Face to camera, one line, straight to the point.',
		],
		recapShot: 'All the tips stacked on screen as a checklist, ticked off one by one.',
		ctaShot: 'Face to camera, point down toward the caption.',
		transitions: [
			'Snap cut with a pop sound',
			'Slide the next tip card in',
			'Jump cut',
			'Zoom punch',
		],
		lighting: 'Lighting: bright, even light on your face and on the demo area.',
		framing:
			'Framing: vertical, full screen; tip text in the upper third so captions never cover it.',
		music: 'Music: upbeat and light, low under the voice, with a pop sound on each new tip.',
		broll: 'Demo shots to gather:',
	},
	storytelling: {
		hookShot:
			'Close-up in soft light, looking slightly off camera, then turning to the lens on the first line.',
		pointShots: [
			'Slow push-in on your face as the story builds.',
			'B-roll that sets the scene around “{focus}”.',
			'Cutaway to details, hands, objects or a screen, that match the moment.',
			'Wide shot with a beat of silence before the next line.',
			'Back to the close-up, voice a little lower.',
		],
		recapShot: 'Close-up; let a beat of silence land before the lesson.',
		ctaShot: 'Face to camera, relaxed, a small smile.',
		transitions: [
			'Slow cross-dissolve',
			'J-cut: the voice starts before the picture',
			'Match cut',
			'Fade through black',
		],
		lighting: 'Lighting: warm, moody light from one side; let the background fall darker.',
		framing: 'Framing: vertical; close-ups for emotion, wide shots for the pauses.',
		music: 'Music: a slow, emotional instrumental that swells toward the lesson.',
		broll: 'Story B-roll to gather:',
	},
	product_showcase: {
		hookShot:
			'Hero shot of the product or screen in motion on a clean background; the hook text over it.',
		pointShots: [
			'Detail close-up that shows “{focus}”.',
			'Hands-on demo or screen capture of “{focus}”, hands or cursor clearly visible.',
			'Side by side: the usual way versus this.',
			'Medium shot of you using it, with a natural reaction.',
			'Slow slide along the product with the feature name on screen.',
		],
		recapShot: 'Slow orbit around the product with the key features listed on screen.',
		ctaShot: 'You and the product in one frame; point toward the caption.',
		transitions: ['Slide', 'Zoom into the detail', 'Whip pan', 'Hard cut on the beat'],
		lighting:
			'Lighting: clean, bright light with a soft edge light to separate the product from the background.',
		framing: 'Framing: vertical; keep the product centred and large, with space above for text.',
		music: 'Music: modern and upbeat, with light sound effects on each reveal.',
		broll: 'Product shots to gather:',
	},
	lifestyle: {
		hookShot: 'POV shot from your own eyes as the day starts; the hook text on screen.',
		pointShots: [
			'Handheld clip of the moment: “{focus}”.',
			'Golden-hour B-roll of the routine around “{focus}”.',
			'Quick montage of small everyday details.',
			'Medium shot of you talking while walking.',
			'Slow-motion shot of a calm moment.',
		],
		recapShot: 'Slow-motion shot of a quiet moment with the key words on screen.',
		ctaShot: 'Selfie-style close-up, relaxed, talking to camera.',
		transitions: ['Cut on motion', 'Whip pan', 'Speed ramp', 'Jump cut'],
		lighting: 'Lighting: natural light; film outdoors or by a window, golden hour if you can.',
		framing: 'Framing: vertical; mix POV, handheld and selfie shots to feel like a real day.',
		music: 'Music: a chill, feel-good track; keep it under the voice.',
		broll: 'Day-in-the-life B-roll to gather:',
	},
}

const ES: StyleTable = {
	educational: {
		hookShot:
			'Plano medio corto, mirando a cámara a la altura de los ojos. Acércate un poco en la primera palabra; el texto del gancho aparece desde el primer fotograma.',
		pointShots: [
			'Plano medio hablando a cámara. Las palabras clave salen como subtítulos en negrita; zoom rápido sobre «{focus}».',
			'Grabación de pantalla o un boceto en pizarra que muestre «{focus}», con tu voz encima.',
			'Primer plano de tus manos señalando el texto en pantalla mientras lo explicas.',
			'Pantalla dividida: tú a un lado y, al otro, un esquema sencillo sobre «{focus}».',
			'Vuelta a cámara, con un encuadre algo más cerrado que antes.',
		],
		recapShot: 'Plano medio; las palabras clave del reel se apilan en pantalla como una checklist.',
		ctaShot: 'Mirando a cámara, sonrisa tranquila, señala hacia la descripción.',
		transitions: [
			'Corte seco (jump cut)',
			'Zoom sobre la palabra clave',
			'Corte al ritmo de la música',
			'Barrido lateral',
		],
		lighting:
			'Iluminación: luz principal suave y un poco lateral; una ventana sirve. Evita la luz cenital.',
		framing:
			'Encuadre: vertical a pantalla completa; cara y textos dentro de la zona segura central, lejos de los botones de la app.',
		music: 'Música: instrumental suave, muy por debajo de la voz; nada con letra.',
		broll: 'B-roll que conviene grabar: capturas, apuntes o esquemas de',
	},
	entertainment: {
		hookShot:
			'Empieza en plena acción, encuadre cerrado y una reacción exagerada a cámara; el texto del gancho entra de golpe.',
		pointShots: [
			'Cortes rápidos entre dos ángulos de tu reacción a «{focus}».',
			'Plano de reacción: mira a cámara sin creértelo.',
			'Inserto tipo meme: imagen congelada, el texto «{focus}» y un zoom brusco.',
			'Escenifica el momento con un objeto, o haz de segundo personaje con otra camiseta.',
			'Plano general: entra en cuadro con un giro rápido para recuperar energía.',
		],
		recapShot: 'Montaje rápido con los mejores momentos, cortado al ritmo.',
		ctaShot: 'Primer plano serio que acaba en sonrisa al decir la frase.',
		transitions: [
			'Barrido rápido (whip pan)',
			'Zoom brusco',
			'Corte en seco',
			'Corte por movimiento',
		],
		lighting: 'Iluminación: luz brillante y uniforme; un aro de luz o una ventana grande delante.',
		framing:
			'Encuadre: vertical, a pantalla completa y cerrado en las caras; deja aire arriba para el texto.',
		music: 'Música: un audio en tendencia y animado; cada cambio de plano, en el beat.',
		broll: 'B-roll y atrezo que conviene preparar:',
	},
	behind_scenes: {
		hookShot:
			'Cámara en mano entrando en tu espacio de trabajo, móvil a la altura del pecho; el texto del gancho encima.',
		pointShots: [
			'Plano por encima del hombro mientras trabajas en «{focus}».',
			'Primer plano de las herramientas, notas o pantalla detrás de «{focus}».',
			'Plano general espontáneo del espacio con luz natural, sin preparar nada.',
			'Time-lapse corto del trabajo en marcha.',
			'Primer plano en mano de esos detalles que nadie suele ver.',
		],
		recapShot:
			'Paneo lento sobre el trabajo terminado, o sobre la mesa desordenada de donde salió.',
		ctaShot: 'Gira a modo selfie y habla directamente a cámara.',
		transitions: [
			'Corte en acción',
			'Rampa de velocidad',
			'Barrido en mano',
			'Corte seco (jump cut)',
		],
		lighting:
			'Iluminación: la luz real del lugar; añade una lámpara pequeña solo si las caras quedan en sombra.',
		framing:
			'Encuadre: vertical y en mano a propósito, pero lo bastante estable para leer el texto.',
		music: 'Música: lo-fi o ambiente bajito, dejando los sonidos reales del trabajo.',
		broll: 'B-roll de detrás de cámaras que conviene grabar:',
	},
	tips: {
		hookShot:
			'Mirando a cámara, encuadre cerrado, asiente con seguridad en la primera palabra; el texto del gancho aparece enseguida.',
		pointShots: [
			'Tarjeta con el consejo «{focus}» y corte a ti mostrándolo.',
			'Plano medio; señala el texto del consejo cuando aparece a tu lado.',
			'Primer plano mostrando «{focus}» en acción.',
			'Comparación lado a lado: a la antigua contra con este consejo.',
			'A cámara, una sola frase, directo al grano.',
		],
		recapShot: 'Todos los consejos en pantalla como una checklist que se va marcando.',
		ctaShot: 'A cámara, señala hacia abajo, a la descripción.',
		transitions: [
			'Corte con efecto pop',
			'La siguiente tarjeta entra deslizando',
			'Corte seco (jump cut)',
			'Zoom brusco',
		],
		lighting: 'Iluminación: luz clara y uniforme sobre tu cara y sobre la zona de la demostración.',
		framing:
			'Encuadre: vertical a pantalla completa; el texto del consejo en el tercio superior para que los subtítulos no lo tapen.',
		music: 'Música: alegre y ligera, baja bajo la voz, con un efecto pop en cada consejo.',
		broll: 'Demostraciones que conviene grabar:',
	},
	storytelling: {
		hookShot:
			'Primer plano con luz suave, mirando un poco fuera de cámara y girando hacia el objetivo en la primera frase.',
		pointShots: [
			'Acercamiento lento a tu cara mientras la historia avanza.',
			'B-roll que sitúa la escena en torno a «{focus}».',
			'Inserto de detalles, manos, objetos o una pantalla, que acompañen el momento.',
			'Plano general con un silencio breve antes de la siguiente frase.',
			'Vuelta al primer plano, con la voz un poco más baja.',
		],
		recapShot: 'Primer plano; deja un silencio antes de la moraleja.',
		ctaShot: 'A cámara, relajado, con una sonrisa leve.',
		transitions: [
			'Fundido encadenado lento',
			'Corte en J: la voz entra antes que la imagen',
			'Corte por coincidencia',
			'Fundido a negro',
		],
		lighting:
			'Iluminación: cálida y con ambiente, desde un lado; deja que el fondo quede más oscuro.',
		framing:
			'Encuadre: vertical; primeros planos para la emoción y planos generales para las pausas.',
		music: 'Música: instrumental lenta y emotiva que crece hacia la moraleja.',
		broll: 'B-roll para la historia:',
	},
	product_showcase: {
		hookShot:
			'Plano protagonista del producto o la pantalla en movimiento sobre fondo limpio; el texto del gancho encima.',
		pointShots: [
			'Primer plano de detalle que muestre «{focus}».',
			'Demostración con las manos o captura de pantalla de «{focus}», con manos o cursor bien visibles.',
			'Lado a lado: la forma de siempre contra esta.',
			'Plano medio usándolo, con una reacción natural.',
			'Deslizamiento lento a lo largo del producto con el nombre de la función en pantalla.',
		],
		recapShot: 'Giro lento alrededor del producto con las funciones clave en pantalla.',
		ctaShot: 'Tú y el producto en el mismo plano; señala hacia la descripción.',
		transitions: [
			'Deslizamiento',
			'Zoom al detalle',
			'Barrido rápido (whip pan)',
			'Corte al ritmo',
		],
		lighting:
			'Iluminación: limpia y brillante, con una luz de contorno suave que separe el producto del fondo.',
		framing: 'Encuadre: vertical; el producto centrado y grande, con aire arriba para el texto.',
		music: 'Música: moderna y animada, con efectos suaves en cada revelación.',
		broll: 'Planos de producto que conviene grabar:',
	},
	lifestyle: {
		hookShot:
			'Plano subjetivo, desde tus ojos, al empezar el día; el texto del gancho en pantalla.',
		pointShots: [
			'Clip en mano del momento: «{focus}».',
			'B-roll con luz dorada de la rutina en torno a «{focus}».',
			'Montaje rápido de pequeños detalles del día a día.',
			'Plano medio hablando mientras caminas.',
			'Cámara lenta de un momento tranquilo.',
		],
		recapShot: 'Cámara lenta de un momento de calma con las palabras clave en pantalla.',
		ctaShot: 'Primer plano tipo selfie, relajado, hablando a cámara.',
		transitions: [
			'Corte por movimiento',
			'Barrido rápido (whip pan)',
			'Rampa de velocidad',
			'Corte seco (jump cut)',
		],
		lighting:
			'Iluminación: luz natural; graba fuera o junto a una ventana, en la hora dorada si puedes.',
		framing:
			'Encuadre: vertical; mezcla planos subjetivos, en mano y tipo selfie para que parezca un día real.',
		music: 'Música: un tema tranquilo y optimista, siempre por debajo de la voz.',
		broll: 'B-roll del día a día que conviene grabar:',
	},
}

const PT: StyleTable = {
	educational: {
		hookShot:
			'Plano médio fechado, olhando para a câmera na altura dos olhos. Aproxime-se um pouco na primeira palavra; o texto do gancho aparece desde o primeiro quadro.',
		pointShots: [
			'Plano médio falando para a câmera. As palavras-chave entram como legenda em negrito; zoom rápido em “{focus}”.',
			'Gravação de tela ou um rascunho no quadro mostrando “{focus}”, com a sua voz por cima.',
			'Close nas suas mãos apontando o texto na tela enquanto explica.',
			'Tela dividida: você de um lado e, do outro, um esquema simples sobre “{focus}”.',
			'De volta para a câmera, com o enquadramento um pouco mais fechado.',
		],
		recapShot: 'Plano médio; as palavras-chave do reel se empilham na tela como um checklist.',
		ctaShot: 'Olhando para a câmera, sorriso tranquilo, aponte para a legenda.',
		transitions: [
			'Corte seco (jump cut)',
			'Zoom na palavra-chave',
			'Corte na batida',
			'Deslize lateral',
		],
		lighting:
			'Iluminação: luz principal suave e levemente de lado; uma janela resolve. Evite luz de cima.',
		framing:
			'Enquadramento: vertical em tela cheia; rosto e textos na área segura central, longe dos botões do app.',
		music: 'Música: instrumental leve, bem abaixo da voz; nada com letra.',
		broll: 'B-roll para gravar: capturas de tela, anotações ou esquemas de',
	},
	entertainment: {
		hookShot:
			'Comece no meio da ação, enquadramento fechado e uma reação exagerada para a câmera; o texto do gancho entra com tudo.',
		pointShots: [
			'Cortes rápidos entre dois ângulos da sua reação a “{focus}”.',
			'Plano de reação: olhe para a lente sem acreditar.',
			'Inserção estilo meme: imagem congelada, o texto “{focus}” e um zoom seco.',
			'Encene o momento com um objeto, ou faça um segundo personagem com outra camiseta.',
			'Plano aberto: entre no quadro com um giro rápido para renovar a energia.',
		],
		recapShot: 'Montagem rápida com os melhores momentos, cortada na batida.',
		ctaShot: 'Close sério que vira um sorriso quando você fala a frase.',
		transitions: ['Chicote (whip pan)', 'Zoom seco', 'Corte brusco', 'Corte no movimento'],
		lighting: 'Iluminação: clara e uniforme; ring light ou uma janela grande na sua frente.',
		framing:
			'Enquadramento: vertical, tela cheia e fechado nos rostos; deixe espaço em cima para o texto.',
		music: 'Música: um áudio em alta e animado; cada troca de plano na batida.',
		broll: 'B-roll e objetos para separar:',
	},
	behind_scenes: {
		hookShot:
			'Câmera na mão entrando no seu espaço de trabalho, celular na altura do peito; o texto do gancho por cima.',
		pointShots: [
			'Plano por cima do ombro enquanto você trabalha em “{focus}”.',
			'Close nas ferramentas, anotações ou tela por trás de “{focus}”.',
			'Plano aberto espontâneo do espaço com luz natural, nada montado.',
			'Time-lapse curto do trabalho acontecendo.',
			'Close na mão daqueles detalhes que quase ninguém vê.',
		],
		recapShot: 'Pan lento sobre o trabalho pronto, ou sobre a mesa bagunçada de onde ele saiu.',
		ctaShot: 'Vire para o modo selfie e fale direto com a câmera.',
		transitions: [
			'Corte na ação',
			'Rampa de velocidade',
			'Chicote na mão',
			'Corte seco (jump cut)',
		],
		lighting:
			'Iluminação: a luz real do lugar; só acrescente um abajur se os rostos ficarem na sombra.',
		framing:
			'Enquadramento: vertical e na mão de propósito, mas firme o bastante para ler o texto.',
		music: 'Música: lo-fi ou ambiente baixinho, mantendo os sons reais do trabalho.',
		broll: 'B-roll de bastidores para gravar:',
	},
	tips: {
		hookShot:
			'Olhando para a câmera, enquadramento fechado, um aceno confiante na primeira palavra; o texto do gancho aparece na hora.',
		pointShots: [
			'Cartela com a dica “{focus}” e corte para você mostrando.',
			'Plano médio; aponte para o texto da dica quando ele surgir ao seu lado.',
			'Close mostrando “{focus}” na prática.',
			'Lado a lado: do jeito antigo versus com esta dica.',
			'Para a câmera, uma frase só, direto ao ponto.',
		],
		recapShot: 'Todas as dicas na tela como um checklist sendo marcado.',
		ctaShot: 'Para a câmera, aponte para baixo, para a legenda.',
		transitions: [
			'Corte com efeito pop',
			'A próxima cartela entra deslizando',
			'Corte seco (jump cut)',
			'Zoom seco',
		],
		lighting: 'Iluminação: clara e uniforme no rosto e na área da demonstração.',
		framing:
			'Enquadramento: vertical em tela cheia; texto da dica no terço de cima para a legenda não cobrir.',
		music: 'Música: animada e leve, baixa sob a voz, com um efeito pop a cada dica.',
		broll: 'Demonstrações para gravar:',
	},
	storytelling: {
		hookShot:
			'Close com luz suave, olhando um pouco para fora da câmera e virando para a lente na primeira frase.',
		pointShots: [
			'Aproximação lenta no seu rosto enquanto a história cresce.',
			'B-roll que ambienta a cena em torno de “{focus}”.',
			'Inserts de detalhes, mãos, objetos ou uma tela, que acompanhem o momento.',
			'Plano aberto com um breve silêncio antes da próxima frase.',
			'De volta ao close, com a voz um pouco mais baixa.',
		],
		recapShot: 'Close; deixe um silêncio antes da lição.',
		ctaShot: 'Para a câmera, relaxado, com um sorriso leve.',
		transitions: [
			'Fusão lenta',
			'Corte em J: a voz entra antes da imagem',
			'Match cut',
			'Fade para o preto',
		],
		lighting: 'Iluminação: quente e com clima, vindo de um lado; deixe o fundo mais escuro.',
		framing: 'Enquadramento: vertical; closes para a emoção e planos abertos para as pausas.',
		music: 'Música: instrumental lenta e emotiva que cresce até a lição.',
		broll: 'B-roll para a história:',
	},
	product_showcase: {
		hookShot:
			'Plano de destaque do produto ou da tela em movimento, fundo limpo; o texto do gancho por cima.',
		pointShots: [
			'Close de detalhe mostrando “{focus}”.',
			'Demonstração com as mãos ou gravação de tela de “{focus}”, com mãos ou cursor bem visíveis.',
			'Lado a lado: o jeito de sempre versus este.',
			'Plano médio usando, com uma reação natural.',
			'Deslize lento ao longo do produto com o nome do recurso na tela.',
		],
		recapShot: 'Órbita lenta em volta do produto com os principais recursos na tela.',
		ctaShot: 'Você e o produto no mesmo quadro; aponte para a legenda.',
		transitions: ['Deslize', 'Zoom no detalhe', 'Chicote (whip pan)', 'Corte na batida'],
		lighting:
			'Iluminação: limpa e clara, com uma luz de contorno suave separando o produto do fundo.',
		framing:
			'Enquadramento: vertical; produto centralizado e grande, com espaço em cima para o texto.',
		music: 'Música: moderna e animada, com efeitos leves a cada revelação.',
		broll: 'Planos de produto para gravar:',
	},
	lifestyle: {
		hookShot:
			'Plano em primeira pessoa, pelos seus olhos, começando o dia; o texto do gancho na tela.',
		pointShots: [
			'Clipe na mão do momento: “{focus}”.',
			'B-roll na luz dourada da rotina em torno de “{focus}”.',
			'Montagem rápida de pequenos detalhes do dia a dia.',
			'Plano médio falando enquanto caminha.',
			'Câmera lenta de um momento tranquilo.',
		],
		recapShot: 'Câmera lenta de um momento calmo com as palavras-chave na tela.',
		ctaShot: 'Close estilo selfie, relaxado, falando com a câmera.',
		transitions: [
			'Corte no movimento',
			'Chicote (whip pan)',
			'Rampa de velocidade',
			'Corte seco (jump cut)',
		],
		lighting:
			'Iluminação: luz natural; grave ao ar livre ou perto de uma janela, na hora dourada se der.',
		framing:
			'Enquadramento: vertical; misture primeira pessoa, câmera na mão e selfie para parecer um dia de verdade.',
		music: 'Música: uma faixa leve e alto-astral, sempre abaixo da voz.',
		broll: 'B-roll do dia a dia para gravar:',
	},
}

export const CATEGORY_STYLES: Record<ContentLanguage, StyleTable> = { en: EN, es: ES, pt: PT }

/** Lines and notes that do not depend on the category. */
export type SharedCopy = {
	/** Put before body points in list-like reels: first, then, and so on. */
	connectives: readonly string[]
	lastConnective: string
	/** "Quick recap: a, b and c." */
	recap: (items: string[]) => string
	/** Said before the call to action. */
	wrapUps: readonly string[]
	/** Shot for a wordless beat in a reel whose source runs short. */
	brollBeat: string
	/** Audience questions for reels whose source runs out of points; they assert nothing. */
	questions: readonly string[]
	/** asked after a list, a set of tips or picks: which item first, never "Sound familiar?" */
	listQuestion: string
	/** asked after a how-to, a release, a case study or news, where no one has "been there" */
	infoQuestion: string
	and: string
	/** "What you need: 500g buckwheat flour, 1 egg and 70cl water." */
	ingredients: (items: string[]) => string
	/** Before a recipe's tip after its steps: "Tip: always keep the T stick in water…" */
	tipLabel: string
	pacing: string
	pacingLong: string
	subtitles: string
	delivery: Record<VoiceTone, string>
	thinSource: string
	quotesOtherLanguage: string
	/** Short on-screen text for the last scene, per goal. */
	ctaOverlay: Record<GoalKind, string>
	/** "save and share my recipes": the closing card asks for that, not for a comment */
	saveOverlay: string
	/** Short on-screen text for the hook scene when the hook line itself is too long for it. */
	hookOverlay: Record<HookType, string>
	/** Hashtags used only when the source yields fewer than three of its own. */
	fallbackHashtags: Record<ReelCategory, string>
}

/** "a, b and c" with the language's own "and". */
export function listOf(items: string[], and: string): string {
	if (items.length <= 1) return items.join('')
	return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`
}

const SHARED_EN: SharedCopy = {
	connectives: ['First:', 'Next:', 'Then:', 'After that:', 'Also:', 'On top of that:'],
	lastConnective: 'And finally:',
	recap: (items) => `Quick recap: ${listOf(items, 'and')}.`,
	wrapUps: ["That's the gist.", "And that's it.", 'Keep that in mind.'],
	brollBeat: 'B-roll only, no talking: “{focus}” on screen while the music carries the moment.',
	listQuestion: 'Which one would you start with?',
	infoQuestion: 'Any questions? Ask me in the comments.',
	questions: [
		'Sound familiar?',
		'Have you run into this yourself?',
		'Which part hits home for you?',
	],
	and: 'and',
	ingredients: (items) => `What you need: ${listOf(items, 'and')}.`,
	tipLabel: 'Tip:',
	pacing:
		'Pacing: open on the hook with no intro or logo; change the shot every few seconds and cut every pause and breath.',
	pacingLong:
		'Pacing: re-hook halfway through with a new angle or a bold text card, so the middle does not sag.',
	subtitles:
		'Subtitles: burn in captions for every spoken line, since many people watch muted; highlight the key word of each scene.',
	delivery: {
		casual: 'Delivery: relaxed and conversational, like talking to a friend.',
		professional: 'Delivery: calm and confident, at a measured pace.',
		playful: 'Delivery: light and playful; let a wry look do some of the work.',
		inspirational: 'Delivery: warm and energetic; lift your voice on the key lines.',
		neutral: 'Delivery: clear and natural, at your normal speaking pace.',
	},
	thinSource:
		'The source is short, so some scenes carry few words: let the B-roll and the on-screen text breathe there instead of adding claims.',
	quotesOtherLanguage:
		'The spoken points quote the source in its original language; translate them before recording.',
	ctaOverlay: {
		traffic: 'Link in bio',
		engagement: 'Comment below',
		leads: 'Link in bio',
		awareness: 'Follow for more',
		sales: 'Link in bio',
		community: 'Join us',
	},
	saveOverlay: 'Save & share',
	hookOverlay: {
		curiosity: 'Nobody talks about this',
		pov: 'POV',
		list: 'Save this list',
		transformation: 'Before → after',
		pattern_interrupt: 'Wait.',
		myth_busting: 'Myth vs. truth',
		mistake: 'Are you doing this?',
		negative_behavioral: 'Stop doing this',
		problem_focused: 'Sound familiar?',
		loss_aversion: "Don't miss this",
		urgency_negative: 'Watch before you try',
		contrarian: 'Unpopular opinion',
	},
	fallbackHashtags: {
		educational: '#LearnOnInstagram',
		entertainment: '#Reels',
		behind_scenes: '#BehindTheScenes',
		tips: '#Tips',
		storytelling: '#Storytime',
		product_showcase: '#Showcase',
		lifestyle: '#DayInTheLife',
	},
}

const SHARED_ES: SharedCopy = {
	connectives: ['Primero:', 'Después:', 'Luego:', 'A continuación:', 'Además:', 'Y también:'],
	lastConnective: 'Y por último:',
	recap: (items) => `Resumen rápido: ${listOf(items, 'y')}.`,
	wrapUps: ['Esa es la idea.', 'Y eso es todo.', 'Tenlo en cuenta.'],
	brollBeat:
		'Solo B-roll, sin hablar: «{focus}» en pantalla mientras la música sostiene el momento.',
	listQuestion: '¿Por cuál empezarías?',
	infoQuestion: '¿Alguna duda? Pregúntame en los comentarios.',
	questions: ['¿Te suena?', '¿Te ha pasado alguna vez?', '¿Con qué parte te identificas más?'],
	and: 'y',
	ingredients: (items) => `Necesitas: ${listOf(items, 'y')}.`,
	tipLabel: 'Truco:',
	pacing:
		'Ritmo: empieza directamente con el gancho, sin intro ni logo; cambia de plano cada pocos segundos y corta pausas y respiraciones.',
	pacingLong:
		'Ritmo: a mitad del vídeo vuelve a enganchar con un ángulo nuevo o una tarjeta de texto, para que no decaiga.',
	subtitles:
		'Subtítulos: incrusta subtítulos en todas las frases, porque mucha gente lo ve sin sonido; resalta la palabra clave de cada escena.',
	delivery: {
		casual: 'Tono: relajado y cercano, como si hablaras con un amigo.',
		professional: 'Tono: tranquilo y seguro, a un ritmo pausado.',
		playful: 'Tono: ligero y con humor; deja que una mirada cómplice haga parte del trabajo.',
		inspirational: 'Tono: cálido y con energía; sube la voz en las frases clave.',
		neutral: 'Tono: claro y natural, a tu ritmo normal.',
	},
	thinSource:
		'El texto de origen es corto, así que algunas escenas llevan pocas palabras: deja que el B-roll y el texto en pantalla respiren en lugar de añadir afirmaciones.',
	quotesOtherLanguage:
		'Los puntos hablados citan el texto en su idioma original; tradúcelos antes de grabar.',
	ctaOverlay: {
		traffic: 'Enlace en la bio',
		engagement: 'Comenta abajo',
		leads: 'Enlace en la bio',
		awareness: 'Síguenos para más',
		sales: 'Enlace en la bio',
		community: 'Únete a la comunidad',
	},
	saveOverlay: 'Guárdalo y compártelo',
	hookOverlay: {
		curiosity: 'Nadie habla de esto',
		pov: 'POV',
		list: 'Guarda esta lista',
		transformation: 'Antes → después',
		pattern_interrupt: 'Espera.',
		myth_busting: 'Mito vs. realidad',
		mistake: '¿Te pasa esto?',
		negative_behavioral: 'Deja de hacer esto',
		problem_focused: '¿Te suena?',
		loss_aversion: 'No te lo pierdas',
		urgency_negative: 'Míralo antes de intentarlo',
		contrarian: 'Opinión impopular',
	},
	fallbackHashtags: {
		educational: '#AprendeEnInstagram',
		entertainment: '#Reels',
		behind_scenes: '#DetrásDeCámaras',
		tips: '#Consejos',
		storytelling: '#Historias',
		product_showcase: '#Novedades',
		lifestyle: '#UnDíaConmigo',
	},
}

const SHARED_PT: SharedCopy = {
	connectives: ['Primeiro:', 'Depois:', 'Em seguida:', 'Aí:', 'Além disso:', 'E também:'],
	lastConnective: 'E por último:',
	recap: (items) => `Resumindo: ${listOf(items, 'e')}.`,
	wrapUps: ['Essa é a ideia.', 'E é isso.', 'Guarda isso.'],
	brollBeat: 'Só B-roll, sem fala: “{focus}” na tela enquanto a música segura o momento.',
	listQuestion: 'Por qual você começaria?',
	infoQuestion: 'Alguma dúvida? Me pergunta nos comentários.',
	questions: [
		'Te lembra alguma coisa?',
		'Já passou por isso?',
		'Com qual parte você mais se identifica?',
	],
	and: 'e',
	ingredients: (items) => `Você vai precisar de: ${listOf(items, 'e')}.`,
	tipLabel: 'Dica:',
	pacing:
		'Ritmo: comece direto no gancho, sem intro nem logo; troque de plano a cada poucos segundos e corte pausas e respirações.',
	pacingLong:
		'Ritmo: no meio do vídeo, fisgue de novo com um ângulo novo ou uma cartela de texto, para não cair.',
	subtitles:
		'Legendas: coloque legenda em todas as falas, porque muita gente assiste sem som; destaque a palavra-chave de cada cena.',
	delivery: {
		casual: 'Tom: leve e próximo, como quem conversa com um amigo.',
		professional: 'Tom: calmo e seguro, num ritmo tranquilo.',
		playful: 'Tom: leve e bem-humorado; deixe um olhar cúmplice fazer parte do trabalho.',
		inspirational: 'Tom: caloroso e com energia; suba a voz nas frases-chave.',
		neutral: 'Tom: claro e natural, no seu ritmo de sempre.',
	},
	thinSource:
		'O texto de origem é curto, então algumas cenas têm poucas palavras: deixe o B-roll e o texto na tela respirarem em vez de acrescentar afirmações.',
	quotesOtherLanguage:
		'Os pontos falados citam o texto no idioma original; traduza antes de gravar.',
	ctaOverlay: {
		traffic: 'Link na bio',
		engagement: 'Comente aqui',
		leads: 'Link na bio',
		awareness: 'Siga para mais',
		sales: 'Link na bio',
		community: 'Entre para a comunidade',
	},
	saveOverlay: 'Salve e compartilhe',
	hookOverlay: {
		curiosity: 'Ninguém fala disso',
		pov: 'POV',
		list: 'Salva essa lista',
		transformation: 'Antes → depois',
		pattern_interrupt: 'Espera.',
		myth_busting: 'Mito vs. verdade',
		mistake: 'Você faz isso?',
		negative_behavioral: 'Pare de fazer isso',
		problem_focused: 'Te lembra algo?',
		loss_aversion: 'Não perca isso',
		urgency_negative: 'Assista antes de tentar',
		contrarian: 'Opinião impopular',
	},
	fallbackHashtags: {
		educational: '#AprendaNoInstagram',
		entertainment: '#Reels',
		behind_scenes: '#Bastidores',
		tips: '#Dicas',
		storytelling: '#Histórias',
		product_showcase: '#Novidade',
		lifestyle: '#UmDiaComigo',
	},
}

// What the viewer reads or hears changes for "usted"; notes to the creator stay informal.
const SHARED_ES_FORMAL: SharedCopy = {
	...SHARED_ES,
	ingredients: (items) => `Necesitará: ${listOf(items, 'y')}.`,
	wrapUps: ['Esa es la idea.', 'Y eso es todo.', 'Téngalo en cuenta.'],
	listQuestion: '¿Por cuál empezaría?',
	infoQuestion: '¿Alguna duda? Pregúntenos en los comentarios.',
	questions: ['¿Le suena?', '¿Le ha pasado alguna vez?', '¿Con qué parte se identifica más?'],
	ctaOverlay: {
		...SHARED_ES.ctaOverlay,
		engagement: 'Comente abajo',
		awareness: 'Síganos para más',
		community: 'Únase a la comunidad',
	},
	saveOverlay: 'Guárdelo y compártalo',
	hookOverlay: {
		...SHARED_ES.hookOverlay,
		list: 'Guarde esta lista',
		mistake: '¿Le pasa esto?',
		negative_behavioral: 'Deje de hacer esto',
		problem_focused: '¿Le suena?',
		loss_aversion: 'No se lo pierda',
		urgency_negative: 'Mírelo antes de intentarlo',
	},
}

export const SHARED_COPY: Record<ContentLanguage, SharedCopy> = {
	en: SHARED_EN,
	es: SHARED_ES,
	pt: SHARED_PT,
}

export function sharedCopyFor(
	language: ContentLanguage,
	formality: 'formal' | 'informal',
): SharedCopy {
	return language === 'es' && formality === 'formal' ? SHARED_ES_FORMAL : SHARED_COPY[language]
}

export function fillFocus(template: string, focus: string): string {
	return template.replace(/\{focus\}/g, focus)
}
