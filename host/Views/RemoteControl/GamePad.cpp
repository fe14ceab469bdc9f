/**
 * @file Views/RemoteControl/GamePad.cpp
 * Reading a game pad with SDL2 on a thread of its own.
 */
#include "GamePad.h"
#include "Console/ConsoleThread.h"
#include "Studio/StudioContext.h"
#include <QMetaObject>
#include <SDL.h>
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>

namespace
{
  /** The reader while a view holds it. */
  std::weak_ptr<GamePad> current;
  /** "No game pad" is said once per run of the studio. */
  bool toldNone = false;

  /** How often SDL is asked, how often the axes alone are handed on at most. */
  constexpr auto pollInterval = std::chrono::milliseconds(10);
  constexpr auto axesInterval = std::chrono::milliseconds(100);
}

std::shared_ptr<GamePad> GamePad::instance(StudioContext& context)
{
  if(std::shared_ptr<GamePad> pad = current.lock())
    return pad;
  std::shared_ptr<GamePad> pad(new GamePad(context));
  current = pad;
  pad->start();
  return pad;
}

GamePad::GamePad(StudioContext& context) : context(context), engine(context.engine()) {}

void GamePad::start()
{
  thread = std::thread([this] { loop(); });
}

GamePad::~GamePad()
{
  {
    std::lock_guard lock(stopMutex);
    stopping = true;
  }
  stopSignal.notify_all();
  if(thread.joinable())
    thread.join();
  // No longer read: the console gives the robot back to its behaviour if the pad moved it.
  feed(GamePadMapping::Input());
}

void GamePad::feed(const GamePadMapping::Input& input)
{
  const std::shared_ptr<Feed> shared = pending;
  {
    std::lock_guard lock(shared->mutex);
    GamePadMapping::Input& waiting = shared->input;
    waiting.buttons.insert(waiting.buttons.end(), input.buttons.begin(), input.buttons.end());
    waiting.axes = input.axes;
    waiting.connected = input.connected;
    waiting.name = input.name;
    if(shared->queued)
      return; // the queued task takes this too
    shared->queued = true;
  }
  const std::weak_ptr<GamePad> self = weak_from_this();
  ConsoleThread* gui = &engine;
  engine.run([shared, self, gui](Console& console) {
    GamePadMapping::Input input;
    {
      std::lock_guard lock(shared->mutex);
      input = shared->input;
      shared->input.buttons.clear();
      shared->queued = false;
    }
    const std::vector<std::string> ran = console.gamePad(input);
    if(ran.empty())
      return;
    QStringList commands;
    for(const std::string& command : ran)
      commands << QString::fromStdString(command);
    gui->post([self, commands] {
      if(const std::shared_ptr<GamePad> pad = self.lock())
      {
        pad->lastCommands = commands;
        Q_EMIT pad->changed();
      }
    });
  });
}

void GamePad::found(const QString& name, const QString& problem)
{
  const bool first = !looked;
  looked = true;
  if(!problem.isEmpty())
  {
    if(!toldNone)
      context.print("remote control: no game pad can be read (SDL2: " + problem + "); the keys work");
  }
  else if(!name.isEmpty() && name != padName)
    context.print("remote control: game pad " + name + " connected (jc ? lists what its buttons and sticks do)");
  else if(name.isEmpty() && !padName.isEmpty())
    context.print("remote control: game pad " + padName + " disconnected");
  else if(name.isEmpty() && first && !toldNone)
    context.print("remote control: no game pad connected (the keys work; a pad plugged in later is found)");
  toldNone = true;
  padName = name;
  sdlProblem = problem;
  Q_EMIT changed();
}

void GamePad::loop()
{
  const auto report = [this](const QString& name, const QString& problem) {
    QMetaObject::invokeMethod(this, [this, name, problem] { found(name, problem); }, Qt::QueuedConnection);
  };
  // SDL must not take SIGINT and SIGTERM from the studio.
  SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
  SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
  if(SDL_Init(SDL_INIT_GAMECONTROLLER) != 0)
  {
    report("", QString::fromUtf8(SDL_GetError()));
    return;
  }

  SDL_GameController* controller = nullptr;
  SDL_JoystickID id = -1;
  QString name;
  const auto open = [&](int index) {
    if(controller || !SDL_IsGameController(index))
      return;
    controller = SDL_GameControllerOpen(index);
    if(!controller)
      return;
    id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller));
    const char* text = SDL_GameControllerName(controller);
    name = text && *text ? QString::fromUtf8(text) : QString("game controller %1").arg(index);
  };
  const auto openAny = [&] {
    for(int i = 0; i < SDL_NumJoysticks() && !controller; ++i)
      open(i);
  };
  openAny();
  report(name, "");

  // The console learns that a pad is read (jc ?), and whether there is one.
  GamePadMapping::Input input;
  input.connected = controller != nullptr;
  input.name = name.toStdString();
  feed(input);
  std::array<float, GamePadMapping::numOfAxes> handedOn{};
  auto lastAxes = std::chrono::steady_clock::now();
  bool wasConnected = controller != nullptr;
  for(;;)
  {
    {
      std::unique_lock lock(stopMutex);
      if(stopSignal.wait_for(lock, pollInterval, [this] { return stopping; }))
        break;
    }
    bool changed = false;
    SDL_Event event;
    while(SDL_PollEvent(&event))
      switch(event.type)
      {
        case SDL_CONTROLLERDEVICEADDED:
          if(!controller)
          {
            open(event.cdevice.which);
            if(controller)
              report(name, "");
          }
          break;
        case SDL_CONTROLLERDEVICEREMOVED:
          if(controller && event.cdevice.which == id)
          {
            SDL_GameControllerClose(controller);
            controller = nullptr;
            name.clear();
            openAny();
            report(name, "");
          }
          break;
        case SDL_CONTROLLERBUTTONDOWN:
        case SDL_CONTROLLERBUTTONUP:
          if(controller && event.cbutton.which == id)
            if(const char* button = SDL_GameControllerGetStringForButton(static_cast<SDL_GameControllerButton>(event.cbutton.button)))
            {
              input.buttons.emplace_back(button, event.type == SDL_CONTROLLERBUTTONDOWN);
              changed = true;
            }
          break;
        default:
          break;
      }
    std::array<float, GamePadMapping::numOfAxes> axes{};
    if(controller)
      for(int axis = 0; axis < GamePadMapping::numOfAxes; ++axis)
        axes[static_cast<std::size_t>(axis)] =
          std::clamp(static_cast<float>(SDL_GameControllerGetAxis(controller, static_cast<SDL_GameControllerAxis>(axis))) / 32767.f, -1.f, 1.f);
    const auto now = std::chrono::steady_clock::now();
    bool moved = false;
    for(std::size_t axis = 0; axis < axes.size(); ++axis)
      moved |= std::abs(axes[axis] - handedOn[axis]) >= 0.01f;
    // Buttons at once, the axes alone at most every axesInterval; a pad that comes or goes at once.
    if(changed || (controller != nullptr) != wasConnected || (moved && now - lastAxes >= axesInterval))
    {
      input.connected = controller != nullptr;
      input.name = name.toStdString();
      input.axes = axes;
      feed(input);
      input.buttons.clear();
      handedOn = axes;
      lastAxes = now;
      wasConnected = controller != nullptr;
    }
  }
  if(controller)
    SDL_GameControllerClose(controller);
  SDL_Quit();
}
